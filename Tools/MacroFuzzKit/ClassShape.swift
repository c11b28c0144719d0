/// One generated `@Observable` class: header, members and what the probes do with each.
public struct ClassShape: Sendable {
    /// One member declaration as written (with its comments), and its probe if it has one.
    public struct Member: Sendable {
        var text: String
        /// The stored-property name and how to change it; nil for members not probed.
        var probe: Probe?
        /// `name = value` for `init()` when the declaration has no initializer.
        var initialization: String?
    }

    struct Probe: Sendable {
        let name: String
        let newValue: String
        /// `$` stands for `m.name`.
        let inPlace: String?
    }

    public let name: String
    /// Comments and attributes before `class`, ending with `@Observable`.
    var attributes: String
    var isFinal: Bool
    /// `<Element>` or empty; probes instantiate it with `Int`.
    var genericClause: String
    /// The superclass (another generated class) or nil.
    var superclass: String?
    var superclassIsGeneric = false
    public var members: [Member]
    /// Members of an `extension` after the class (computed properties, functions).
    var extensionMembers: [String]

    /// The class, its extension and its probe function.
    var source: String {
        let inheritance = superclass.map { ": " + $0 + (superclassIsGeneric ? "<Int>" : "") } ?? ""
        let initializations = members.compactMap(\.initialization).map { "        " + $0 + "\n" }.joined()
        let overrideKeyword = superclass == nil ? "" : "override "
        var text = attributes + (isFinal ? "final " : "") + "class \(name)\(genericClause)\(inheritance) {\n"
        text += members.map { $0.text + "\n" }.joined()
        text += "    \(overrideKeyword)init() {\n\(initializations)" + (superclass == nil ? "" : "        super.init()\n") + "    }\n}\n"
        if !extensionMembers.isEmpty {
            text += "extension \(name) {\n" + extensionMembers.map { "    " + $0 + "\n" }.joined() + "}\n"
        }
        return text + probeFunction + swift64ProbeFunction
    }

    var instance: String { name + (genericClause.isEmpty ? "" : "<Int>") }

    /// Reads each probed property under `withObservationTracking`, then writes a new value,
    /// the same value, and mutates it in place, logging whether `onChange` ran each time.
    private var probeFunction: String {
        var lines = ["extension \(name) {", "    @MainActor static func fuzzProbe_\(name)() {"]
        for probe in members.compactMap(\.probe) {
            let (access, label) = ("m.\(probe.name)", "\(name).\(probe.name)")
            for (step, statement) in Self.changes(probe) {
                lines.append("        do { let m = \(instance)(); log(\"\(label) \(step)\", fires({ _ = \(access) }, { \(statement) })) }")
            }
        }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The changes each probe makes to `m.<property>`: a write, an equal write and, where the
    /// type has one, an in-place mutation, each with its label.
    private static func changes(_ probe: Probe) -> [(step: String, statement: String)] {
        let access = "m.\(probe.name)"
        return [("write", "\(access) = \(probe.newValue)"), ("equal write", "\(access) = \(access)")]
            + (probe.inPlace.map { [("in place", $0.replacingOccurrences(of: "$", with: access))] } ?? [])
    }
}

extension ClassShape {
    /// With `FUZZ_SWIFT64` (the Apple engine is Swift 6.4's, built from source): for each probed
    /// property, the events of `withObservationTracking(options:)` for a write, an equal write and
    /// an in-place mutation, the deinit event of a freed object, and what a continuous observation
    /// reports, with the value it reads, around a write.
    var swift64ProbeFunction: String {
        var lines = ["#if FUZZ_SWIFT64", "extension \(name) {", "    @MainActor static func fuzzProbe64_\(name)() async {"]
        for probe in members.compactMap(\.probe) {
            let (access, label) = ("m.\(probe.name)", "\(name).\(probe.name)")
            for (step, statement) in Self.changes(probe) {
                lines.append(
                    "        do { let m = \(instance)(); log(\"\(label) \(step) events\", events([.willSet, .didSet], { _ = \(access) }, { \(statement) })) }")
            }
            lines.append("        do { let m = \(instance)(); log(\"\(label) write willSet only\", events(.willSet, { _ = \(access) }, { \(access) = \(probe.newValue); \(access) = \(probe.newValue) })) }")
            lines.append("        do { var m: \(instance)? = \(instance)(); log(\"\(label) deinit\", events([.deinit], { _ = m?.\(probe.name) }, { m = nil })) }")
            lines.append(
                "        do { let m = \(instance)(); log(\"\(label) continuous\", await continuousEvents([.didSet], { String(describing: \(access)) }, { \(access) = \(probe.newValue) })) }")
        }
        lines += ["    }", "}", "#endif"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A plain `@Observable final class` with these member declarations and no probes, for
    /// checking the runner itself on a class whose outcome is known.
    public init(name: String, memberDeclarations: [String]) {
        self.init(
            name: name, attributes: "@Observable\n", isFinal: true, genericClause: "", superclass: nil,
            members: memberDeclarations.map { Member(text: "    " + $0, probe: nil, initialization: nil) }, extensionMembers: [])
    }
}
