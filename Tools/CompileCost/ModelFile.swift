/// The model files whose type-checking is measured: `classes` classes of `properties` stored
/// properties each, in the shapes most models have. Types are written out, because the
/// hand-expanded form (a property with accessors) needs them.
struct ModelFile {
    let classes: Int
    let properties: Int

    /// How the classes become observable.
    enum Form: String, CaseIterable {
        /// Plain classes in a file that imports Apple's or our module: the baselines the
        /// others are measured above (so that loading the module is not counted).
        case plainApple = "plain, importing Observation"
        case plainOurs = "plain, importing ObservationBackport"
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

        var module: String {
            switch self {
            case .plainApple, .appleExpanded, .appleMacro: "Observation"
            case .plainOurs, .oursExpanded, .oursMacro: "ObservationBackport"
            }
        }

        var isBaseline: Bool { self == .plainApple || self == .plainOurs }

        /// The plain form measured in the same file with the same import.
        var baseline: Form { module == "Observation" ? .plainApple : .plainOurs }
    }

    private static let shapes = [("Int", "0"), ("String", "\"\""), ("[String]", "[]"), ("Double?", "nil"), ("Bool", "false")]

    static func className(_ index: Int) -> String { "Model\(index)" }

    /// The `var` line of property `index`, without indentation.
    static func property(_ index: Int) -> String {
        let (type, value) = shapes[index % shapes.count]
        return "var p\(index): \(type) = \(value)"
    }

    /// The file with `@Observable` on each class (plain classes for the baselines).
    func source(_ form: Form) -> String {
        var text = "import \(form.module)\n\n"
        for index in 0..<classes {
            text += (form.isBaseline ? "" : "@Observable ") + "final class \(Self.className(index)) {\n"
            for property in 0..<properties { text += "    \(Self.property(property))\n" }
            text += "}\n\n"
        }
        return text
    }
}
