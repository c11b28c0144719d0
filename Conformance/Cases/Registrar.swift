// ObservationRegistrar used directly: hand-written observable types, willSet/didSet calls,
// withMutation rethrowing, copies sharing state, Codable and Hashable. Sources: SE-0395
// (ObservationRegistrar, the macro expansion), "Observation: The Present" (the registrar is a struct over a
// reference), the measured facts.
#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit
import Foundation

/// An observable written by hand, as SE-0395 shows the macro's expansion.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class Manual: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var storage = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
        }
    }

    func failingMutation() throws {
        try registrar.withMutation(of: self, keyPath: \.value) {
            storage += 1
            throw MutationFailed()
        }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private struct MutationFailed: Error {}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private struct Document: Codable, Hashable {
    var title = "t"
    var registrar = ObservationRegistrar()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Item: Codable {
    var name = "n"

    private enum CodingKeys: String, CodingKey {
        case name
    }

    init() {}

    required init(from decoder: any Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var registrarCases: [ConformanceCase] { [
    ConformanceCase(
        "a hand-written observable: access in get, withMutation in set",
        source: "SE-0395 · ObservationRegistrar (manual implementation)",
        documented: ["value = 1", "onChange"]
    ) { log in
        let manual = Manual()
        withObservationTracking { _ = manual.value } onChange: { log("onChange") }
        log("value = 1")
        manual.value = 1
    },
    ConformanceCase(
        "registrar willSet and didSet called directly reach willSet and didSet observers",
        source: "SE-0395 · ObservationRegistrar (willSet/didSet)",
        documented: ["registrar.willSet", "willSet", "registrar.didSet", "didSet"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let manual = Manual()
        withObservationTracking { _ = manual.value } willSet: { _ in log("willSet") } didSet: { _ in log("didSet") }
        log("registrar.willSet")
        manual.registrar.willSet(manual, keyPath: \.value)
        log("registrar.didSet")
        manual.registrar.didSet(manual, keyPath: \.value)
        #endif
    },
    ConformanceCase(
        "withMutation rethrows, and didSet observers run even when the mutation throws",
        source: "facts 6.3 · withMutation runs didSet even if the mutation throws",
        documented: ["willSet", "didSet", "threw"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let manual = Manual()
        withObservationTracking { _ = manual.value } willSet: { _ in log("willSet") } didSet: { _ in log("didSet") }
        do {
            try manual.failingMutation()
        } catch {
            log("threw")
        }
        #endif
    },
    ConformanceCase(
        "a copy of a registrar shares its observers",
        source: "Observation: The Present · Behind the source (a struct holding a reference)",
        documented: ["mutate through the copy", "onChange"]
    ) { log in
        let manual = Manual()
        let copy = manual.registrar
        withObservationTracking { _ = manual.value } onChange: { log("onChange") }
        log("mutate through the copy")
        copy.withMutation(of: manual, keyPath: \.value) {}
    },
    ConformanceCase(
        "registrars are all equal and hash alike",
        source: "facts 6.3 · Registrar == is always true, hash(into:) does nothing",
        documented: ["== true", "same hash true", "documents equal true"]
    ) { log in
        let first = ObservationRegistrar()
        let second = ObservationRegistrar()
        log("== \(first == second)")
        log("same hash \(first.hashValue == second.hashValue)")
        log("documents equal \(Document() == Document())")
    },
    ConformanceCase(
        "a registrar encodes to nothing and decodes to a fresh registrar",
        source: "facts 6.3 · encode(to:) does nothing, decoding gives a fresh registrar",
        documented: [#"{"registrar":{},"title":"t"}"#, "decoded title t"]
    ) { log in
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(Document()) else { return log("encoding failed") }
        log(String(decoding: data, as: UTF8.self))
        let decoded = try? JSONDecoder().decode(Document.self, from: data)
        log("decoded title \(decoded?.title ?? "?")")
    },
    ConformanceCase(
        "a decoded @Observable model is observable",
        source: "Observation framework · Codable with explicit CodingKeys",
        documented: [#"{"name":"n"}"#, "name = m", "onChange"]
    ) { log in
        guard let data = try? JSONEncoder().encode(Item()),
              let item = try? JSONDecoder().decode(Item.self, from: data)
        else { return log("coding failed") }
        log(String(decoding: data, as: UTF8.self))
        withObservationTracking { _ = item.name } onChange: { log("onChange") }
        log("name = m")
        item.name = "m"
    },
] }
