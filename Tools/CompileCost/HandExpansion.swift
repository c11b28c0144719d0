import Foundation

/// A model file with every macro expansion written out as plain Swift, from the compiler's
/// `-dump-macro-expansions` output for the macro form of the same file: each property gets its
/// accessor block and its storage peer, each class its generated members and, after it, its
/// conformance. Macro attributes in the generated text (`@ObservationIgnored`, which expands to
/// nothing) are dropped, and generic parameter names the compiler made (`$s…fMu_`, reserved in
/// source) lose their `$`.
struct HandExpansion {
    /// Expansion text by class name, then by `(member, role)`; the class's own roles have
    /// member "".
    private var buffers: [String: [Key: String]] = [:]
    /// Every expansion the compiler asked the plugin for, empty ones included.
    private(set) var requests = 0

    private struct Key: Hashable {
        let member: String
        let role: Character
    }

    init(dump: String) {
        var lines = dump.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("@__swiftmacro_"), lines.first?.hasPrefix("-----") == true else { continue }
            lines.removeFirst()
            var body: [Substring] = []
            while let next = lines.popFirst(), !next.hasPrefix("------------------------------") { body.append(next) }
            requests += 1
            guard let name = Self.decode(line.dropFirst("@__swiftmacro_".count)) else { continue }
            buffers[name.type, default: [:]][Key(member: name.member, role: name.role)] = body.joined(separator: "\n")
        }
    }

    /// The identifiers of a macro buffer's mangled name: module, type, member (if any), …,
    /// macro; and the role letter after `fM` (`m` member, `p` peer, `a` accessor, `e` extension).
    private static func decode(_ mangled: Substring) -> (type: String, member: String, role: Character)? {
        var identifiers: [String] = []
        var rest = mangled
        while !rest.isEmpty, !rest.hasPrefix("fM") {
            let digits = rest.prefix(while: \.isNumber)
            if let length = Int(digits) {
                rest = rest.dropFirst(digits.count)
                identifiers.append(String(rest.prefix(length)))
                rest = rest.dropFirst(length)
            } else {
                rest = rest.dropFirst()
            }
        }
        guard identifiers.count >= 3, let role = rest.dropFirst(2).first else { return nil }
        return (identifiers[1], identifiers.count > 3 ? identifiers[2] : "", role)
    }

    /// `file` with its expansions written in.
    func source(of file: ModelFile, module: String) throws -> String {
        var text = "import \(module)\n\n"
        for index in 0..<file.classes {
            let name = ModelFile.className(index)
            guard let expansions = buffers[name], let members = expansions[Key(member: "", role: "m")] else {
                throw CompileCostError("no member expansion of \(name) in the compiler's dump")
            }
            text += "final class \(name) {\n"
            for property in 0..<file.properties {
                guard let accessors = expansions[Key(member: "p\(property)", role: "a")],
                    let storage = expansions[Key(member: "p\(property)", role: "p")]
                else { throw CompileCostError("no accessors or storage for \(name).p\(property) in the compiler's dump") }
                text += "    \(ModelFile.property(property)) \(Self.plain(accessors))\n"
                text += Self.plain(storage) + "\n"
            }
            text += Self.plain(members) + "\n}\n"
            text += (expansions[Key(member: "", role: "e")].map(Self.plain) ?? "") + "\n\n"
        }
        return text
    }

    private static func plain(_ generated: String) -> String {
        var text = generated
        for attribute in ["@ObservationBackport.ObservationIgnored", "@Observation.ObservationIgnored", "@ObservationIgnored"] {
            text = text.replacingOccurrences(of: attribute, with: "")
        }
        return text.replacingOccurrences(of: "$s", with: "_s")
    }
}
