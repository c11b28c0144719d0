/// What `@Observable` does with one stored-property declaration, decided from its text with
/// the rules of Swift 6.3's Observation, plus clear errors for shapes it cannot track.
enum PropertyEligibility {
    case tracked(TrackedProperty)
    /// Left alone: `let`, `static`/`class`, computed, `@ObservationIgnored`, tuple patterns, and
    /// `override` (observers of an inherited property, which the superclass already tracks;
    /// Swift 6.3's macro tags those and fails to compile).
    case untouched
    case invalid(message: String)

    /// `alreadyTracked` makes an explicit `@ObservationTracked` count as handled (the member
    /// attribute role must not add a second one).
    init(_ declaration: VariableDeclaration, skippingExplicitlyTracked alreadyTracked: Bool) {
        let header = declaration.header
        guard let first = declaration.bindings.first else {
            self = .invalid(message: "'@Observable' could not read this property declaration")
            return
        }
        if declaration.isLet || !declaration.isInstance || first.isComputed || first.name == nil
            || header.hasModifier("override")
            || header.attributes.contains(where: { $0.isMacro("ObservationIgnored") })
            || (alreadyTracked && header.attributes.contains(where: { $0.isMacro("ObservationTracked") }))
        {
            self = .untouched
            return
        }
        let name = first.name ?? ""
        if !declaration.isComplete {
            self = .invalid(message: "'@Observable' could not read the declaration of property '\(name)'")
        } else if header.hasModifier("lazy") {
            self = .invalid(
                message: "'@Observable' cannot track lazy property '\(name)'; remove 'lazy' or mark it '@ObservationIgnored'")
        } else if declaration.bindings.count > 1 {
            let names = declaration.bindings.map { "'\($0.name ?? "_")'" }.joined(separator: ", ")
            self = .invalid(
                message: "'@Observable' cannot track several properties declared together (\(names)); declare each with its own 'var'")
        } else if let wrapper = header.attributes.first(where: Self.looksLikePropertyWrapper) {
            self = .invalid(
                message: "'@Observable' cannot track property '\(name)' with property wrapper '@\(wrapper.name)'; remove the wrapper or mark the property '@ObservationIgnored'")
        } else {
            self = .tracked(TrackedProperty(declaration: declaration, name: name))
        }
    }

    private static let builtInCapitalizedAttributes: Set<String> = [
        "NSManaged", "NSCopying", "IBOutlet", "IBInspectable", "GKInspectable", "IBAction",
        "IBSegueAction", "ObservationTracked", "ObservationIgnored",
    ]

    /// A custom attribute is either a property wrapper, a global actor or a macro, which text
    /// cannot tell apart; global actors are by convention named `…Actor`, so any other
    /// capitalized custom attribute is taken for a wrapper (a wrapper would not compile anyway).
    private static func looksLikePropertyWrapper(_ attribute: Attribute) -> Bool {
        let name = attribute.name.split(separator: ".").last.map(String.init) ?? attribute.name
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
        return !builtInCapitalizedAttributes.contains(name) && !name.hasSuffix("Actor")
    }
}

/// A property `@Observable` turns into accessors over a private `_name` storage.
struct TrackedProperty {
    let declaration: VariableDeclaration
    /// As spelled, backticks included: `count`, `` `default` ``.
    let name: String

    /// `_name`; backticked when the name was (a raw identifier may need it).
    var storageName: String {
        guard name.hasPrefix("`") else { return "_" + name }
        return "`_" + name.dropFirst()
    }

    /// The property keeps its `willSet`/`didSet` in its own source: they move to the storage.
    var hasObservers: Bool { declaration.bindings.first?.accessors.isEmpty == false }
}
