/// The model files whose type-checking is measured: `classes` classes of `properties` stored
/// properties each, in the shapes most models have. Types are written out, because the
/// hand-expanded form (a property with accessors) needs them.
struct ModelFile {
    let classes: Int
    let properties: Int

    /// How the classes become observable.
    enum Form: String, CaseIterable {
        /// Plain classes, the baseline the others are measured above.
        case plain
        case appleExpanded = "Apple's expansion, by hand"
        case oursExpanded = "ours, by hand"
        case appleMacro = "Apple's macros"
        case oursMacro = "ours (macros)"

        /// The macro form whose expansion a hand-expanded form writes out.
        var macroForm: Form? {
            switch self {
            case .appleExpanded: .appleMacro
            case .oursExpanded: .oursMacro
            default: nil
            }
        }

        var module: String? {
            switch self {
            case .plain: nil
            case .appleExpanded, .appleMacro: "Observation"
            case .oursExpanded, .oursMacro: "ObservationBackport"
            }
        }
    }

    private static let shapes = [("Int", "0"), ("String", "\"\""), ("[String]", "[]"), ("Double?", "nil"), ("Bool", "false")]

    static func className(_ index: Int) -> String { "Model\(index)" }

    /// The `var` line of property `index`, without indentation.
    static func property(_ index: Int) -> String {
        let (type, value) = shapes[index % shapes.count]
        return "var p\(index): \(type) = \(value)"
    }

    /// The file with `@Observable` on each class (plain classes for `.plain`).
    func source(_ form: Form) -> String {
        var text = form.module.map { "import \($0)\n\n" } ?? ""
        for index in 0..<classes {
            text += (form == .plain ? "" : "@Observable ") + "final class \(Self.className(index)) {\n"
            for property in 0..<properties { text += "    \(Self.property(property))\n" }
            text += "}\n\n"
        }
        return text
    }
}
