/// What one compilation of a program said, per generated class: the errors, and the macro
/// expansions from `-dump-macro-expansions` in a form both engines can be compared in.
struct CompilerReport {
    /// The expansions of one class, with the engine's module names removed.
    struct Expansions: Equatable {
        /// Names of the expansion buffers of each role where the role produced something.
        var trackedMembers: Set<String> = []
        var peers: Set<String> = []
        var accessors: Set<String> = []
        /// The member role's declarations, as `kind name` (`func access`, …), in order, less
        /// the private members that only ours adds (see `addsIdentifiedAccess`) and what the
        /// setters call (`shouldNotifyObservers`, and ours' `_$observationSet` and
        /// `_$observationMutation`), which ours writes only when a setter calls it: had it left
        /// out one that is needed, its program would not compile.
        var generatedMembers: [String] = []
        /// Whether the member role also wrote the private members every tracked getter and
        /// `_modify` calls with a property's number (`_$observationAccess`,
        /// `_$observationWillModify`, `_$observationDidModify`): ours must whenever it writes the
        /// registrar's helpers.
        var addsIdentifiedAccess = false
        /// The extension role's text without whitespace, less the conformance to Apple's
        /// `Observable` that only ours adds (see `addsAppleConformance`).
        var conformance: String = ""
        /// Whether the extension role also made the class conform to Apple's `Observable`
        /// (`_AppleObservable`): ours must whenever it adds its own conformance.
        var addsAppleConformance = false
    }

    var errorsByClass: [String: [String]] = [:]
    /// Errors that could not be placed in a class.
    var otherErrors: [String] = []
    var expansionsByClass: [String: Expansions] = [:]

    init(compilerOutput: String, program: Program, fileName: String) {
        let classNames = program.classes.map(\.name)
        func owner(ofBuffer name: Substring) -> String? {
            classNames.first { name.contains("\($0.utf8.count)\($0)") }
        }
        var lines = compilerOutput.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("@__swiftmacro_"), lines.first?.hasPrefix("-----") == true {
                lines.removeFirst()
                var body: [Substring] = []
                while let next = lines.popFirst(), !next.hasPrefix("------------------------------") { body.append(next) }
                if let owner = owner(ofBuffer: line) {
                    record(buffer: line, body: body.joined(separator: "\n"), in: &expansionsByClass[owner, default: Expansions()])
                }
            } else if line.contains(": error: ") {
                place(error: line, program: program, fileName: fileName, owner: owner)
            }
        }
    }

    private mutating func place(error line: Substring, program: Program, fileName: String, owner: (Substring) -> String?) {
        let message = String(line[line.range(of: ": error: ")!.upperBound...])
        let location = line.split(separator: ":", maxSplits: 2)
        if location.first.map({ $0.hasSuffix(fileName) }) == true, location.count > 1, let number = Int(location[1]),
            let name = program.className(atLine: number)
        {
            errorsByClass[name, default: []].append(message)
        } else if let path = location.first, let name = owner(path) {
            errorsByClass[name, default: []].append(message)
        } else {
            otherErrors.append(String(line))
        }
    }

    private func record(buffer: Substring, body: String, in expansions: inout Expansions) {
        let text = body.replacingOccurrences(of: "ObservationBackport.", with: "").replacingOccurrences(of: "Observation.", with: "")
        let produced = !text.allSatisfy(\.isWhitespace)
        let name = String(buffer)
        if buffer.contains("ObservablefMr") {
            if text.contains("@ObservationTracked") { expansions.trackedMembers.insert(name) }
        } else if buffer.contains("fMp") {
            if produced { expansions.peers.insert(name) }
        } else if buffer.contains("TrackedfMa") {
            if produced { expansions.accessors.insert(name) }
        } else if buffer.contains("ObservablefMm") {
            let declarations = Self.declarations(in: text)
            let identified = ["func _$observationAccess", "func _$observationWillModify", "func _$observationDidModify"]
            let setterHelpers = ["func shouldNotifyObservers", "func _$observationSet", "func _$observationMutation"]
            expansions.generatedMembers = declarations.filter { !identified.contains($0) && !setterHelpers.contains($0) }
            expansions.addsIdentifiedAccess = identified.allSatisfy(declarations.contains)
        } else if buffer.contains("ObservablefMe") {
            // Swift's macro copies the comments before an attribute it copies; only code counts.
            let code = Self.removingComments(text).filter { !$0.isWhitespace }
            let (conformance, addsApple) = Self.separatingAppleConformance(code)
            expansions.conformance = conformance
            expansions.addsAppleConformance = addsApple
        }
    }

    /// Splits the last extension off `code` when it is the one to `_AppleObservable`.
    private static func separatingAppleConformance(_ code: String) -> (String, Bool) {
        guard code.hasSuffix("_AppleObservable{}"), let start = code.range(of: "@available(iOS17,macOS14,tvOS17,watchOS10,*)",
            options: .backwards) else { return (code, false) }
        // The class's own availability attributes, copied in front of both extensions, go too:
        // the cut is where the previous extension ends.
        let cut = code.range(of: "{}", options: .backwards, range: code.startIndex..<start.lowerBound)?.upperBound
            ?? code.startIndex
        return (String(code[..<cut]), true)
    }

    /// `func access`, `let _$observationRegistrar`, … for each declaration in generated text.
    private static func declarations(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let keyword = words.firstIndex(where: { $0 == "func" || $0 == "let" || $0 == "var" }),
                keyword + 1 < words.count
            else { return nil }
            let name = words[keyword + 1].prefix { $0 != "<" && $0 != "(" && $0 != ":" }
            return "\(words[keyword]) \(name)"
        }
    }

    /// The text without `//` comments and (nested) `/* */` comments; generated code holds no
    /// string literal that contains either.
    private static func removingComments(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        var depth = 0
        while let first = rest.first {
            if rest.hasPrefix("/*") {
                depth += 1
                rest = rest.dropFirst(2)
            } else if depth > 0, rest.hasPrefix("*/") {
                depth -= 1
                rest = rest.dropFirst(2)
            } else if depth == 0, rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else {
                if depth == 0 { result.append(first) }
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
