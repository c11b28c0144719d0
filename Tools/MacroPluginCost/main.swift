import Foundation
import ObservationMacroSupport

// `swift run -c release macro-plugin-cost [sizes…]`: the plugin's cost for one `@Observable`
// class of N stored properties, driven as the compiler drives it — the member request, one
// memberAttribute, peer and accessor request per property, and the extension request, each as
// JSON through the plugin's message handler. A linear plugin spends the same time per property
// at every size; the last column compares with the smallest size. The compiler itself makes the
// input quadratic: each member's request carries the whole class (`parentDeclSyntax`), which
// the plugin must still read past; the "request MB" column shows that part.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: macro-plugin-cost [N …]   (default: 1000 3000 10000 stored properties)")
    exit(0)
}
let sizes = arguments.isEmpty ? [1000, 3000, 10000] : arguments.compactMap { Int($0) }
guard !sizes.isEmpty, sizes.count == arguments.count || arguments.isEmpty else {
    FileHandle.standardError.write(Data("macro-plugin-cost: sizes must be whole numbers; see --help\n".utf8))
    exit(2)
}

/// Property shapes seen in real models, so the lexer meets strings, generics and closures.
func member(_ index: Int) -> String {
    switch index % 5 {
    case 0: return "    var count\(index) = 0"
    case 1: return "    /// Doc comment.\n    public private(set) var name\(index): String = \"a{b}\""
    case 2: return "    var router\(index) = Router<Home.Destination, Home.Page>()"
    case 3: return "    var handler\(index): (Int) -> Void = { _ in }"
    default: return "    @MainActor var items\(index): [String: [Int]] = [:] {\n        didSet { print(oldValue) }\n    }"
    }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

func syntax(_ text: String, offset: Int) -> PluginMessages.Syntax {
    PluginMessages.Syntax(source: text, location: .init(fileName: "Model.swift", offset: offset, line: 1))
}

/// Every request for a class of `count` properties.
func requests(count: Int) -> [[UInt8]] {
    let members = (0..<count).map(member)
    let classText = "@Observable final class Model {\n" + members.joined(separator: "\n") + "\n}"
    let type = syntax(classText, offset: 0)
    let attribute = syntax("@Observable", offset: 0)
    let context = [syntax("@Observable final class Model {}", offset: 0)]
    /// The compiler sends the whole type as `parentDeclSyntax` with each member; the plugin's
    /// request type does not decode it, so it is spliced into the JSON here.
    let parentField = Array(#""parentDeclSyntax":{"kind":"declaration","source":\#(jsonString(classText)),"location":{"fileID":"m/Model.swift","fileName":"Model.swift","offset":0,"line":1,"column":1}},"#.utf8)
    func request(_ typeName: String, _ role: String, _ declaration: PluginMessages.Syntax, withParent: Bool = false)
        -> [UInt8]
    {
        var message = PluginMessages.AttachedMacroRequest(
            macro: .init(typeName: typeName), macroRole: role, discriminator: "$s5Model\(role)fMx_",
            attributeSyntax: attribute, declSyntax: declaration, lexicalContext: context,
            extendedTypeSyntax: syntax("Model", offset: 0),
            conformanceListSyntax: syntax("struct Placeholder: Observable {}", offset: 0)
        ).message
        if withParent { message.insert(contentsOf: parentField, at: #"{"expandAttachedMacro":{"#.utf8.count) }
        return message
    }
    var all = [request("ObservableMacro", "member", type)]
    var offset = 32
    for text in members {
        let declaration = syntax(text, offset: offset)
        all.append(request("ObservableMacro", "memberAttribute", declaration, withParent: true))
        all.append(request("ObservationTrackedMacro", "peer", declaration))
        all.append(request("ObservationTrackedMacro", "accessor", declaration))
        offset += text.utf8.count + 1
    }
    all.append(request("ObservableMacro", "extension", type))
    return all
}

let handler = MessageHandler()
print("plugin cost of one @Observable class, every request as the compiler sends it (JSON in, JSON out)")
print("properties  requests  request MB   total ms  µs/property  vs first size")
var firstPerProperty: Double?
for size in sizes {
    let messages = requests(count: size)
    let start = DispatchTime.now().uptimeNanoseconds
    var answers: [[UInt8]] = []
    answers.reserveCapacity(messages.count)
    for message in messages { answers.append(handler.answer(message)) }
    let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
    let perProperty = nanoseconds / 1000 / Double(size)
    let ratio = firstPerProperty.map { perProperty / $0 } ?? 1
    if firstPerProperty == nil { firstPerProperty = perProperty }
    let columns = [
        String(size).padding(toLength: 12, withPad: " ", startingAt: 0),
        String(messages.count).padding(toLength: 9, withPad: " ", startingAt: 0),
        String(format: "%10.1f", Double(messages.reduce(0) { $0 + $1.count }) / 1e6),
        String(format: "%10.1f", nanoseconds / 1e6), String(format: "%11.1f", perProperty), String(format: "%14.2fx", ratio),
    ]
    print(columns.joined(separator: " "))
    // The measured work must be the real expansions: every property tracked, no error answers.
    let tracked = answers.filter { String(decoding: $0, as: UTF8.self).contains("\"@ObservationBackport.ObservationTracked\"") }
    let failed = answers.filter { String(decoding: $0, as: UTF8.self).contains(#""severity":"error""#) }
    guard tracked.count == size, failed.isEmpty else {
        FileHandle.standardError.write(Data("macro-plugin-cost: \(tracked.count) of \(size) tracked, \(failed.count) errors\n".utf8))
        exit(1)
    }
}
