import Foundation
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

@Suite(.unbridged) struct RegistrarTests {
    struct MutationFailed: Error {}

    @Test func withMutationCallsDidSetEvenWhenTheMutationThrows() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            _ = person.name
        } willSet: { _ in
            log.append("willSet")
        } didSet: { _ in
            log.append("didSet")
        }
        #expect(throws: MutationFailed.self) {
            try person.registrar.withMutation(of: person, keyPath: \.name) {
                log.append("mutation")
                throw MutationFailed()
            }
        }
        #expect(log.events == ["willSet", "mutation", "didSet"])
    }

    @Test func withMutationReturnsTheMutationsResult() {
        let person = Person()
        #expect(person.registrar.withMutation(of: person, keyPath: \.age) { 7 } == 7)
    }

    @Test func registrarsAreAllEqualHashAlikeAndCodeToNothing() throws {
        let a = ObservationRegistrar(), b = ObservationRegistrar()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        struct Holder: Codable { let registrar: ObservationRegistrar; let value: Int }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Holder(registrar: a, value: 3))
        #expect(String(decoding: data, as: UTF8.self) == #"{"registrar":{},"value":3}"#)
        let decoded = try JSONDecoder().decode(Holder.self, from: data)
        #expect(decoded.value == 3)
        #expect(decoded.registrar.storage !== a.storage)
    }

    @Test func copiesOfARegistrarShareTheirObservers() {
        let person = Person()
        let copy = person.registrar
        let log = EventLog()
        withObservationTracking { _ = person.name } onChange: { log.append("fired") }
        copy.willSet(person, keyPath: \Person.name)
        #expect(log.events == ["fired"])
    }
}
