import DeclarationSyntax

/// What `@Observable` does with one member declaration, decided from its text with the rules
/// of Swift 6.3's Observation, plus clear errors for shapes it cannot track. Like Swift's macro,
/// it tracks a property whatever custom attributes it carries: text cannot tell a property
/// wrapper from a global actor or an attached macro (a wrapper then fails to type-check, as
/// with Swift's macro).
enum PropertyEligibility {
    case tracked(TrackedProperty)
    /// Left alone: not a variable, `let`, `static`/`class`, computed, `@ObservationIgnored`,
    /// tuple patterns, and `override` (observers of an inherited property, which the superclass
    /// already tracks; Swift 6.3's macro tags those and fails to compile).
    case untouched
    case invalid(Problem)

    /// Why a variable cannot be tracked.
    enum Problem {
        /// The text holds a `var` this reader cannot read; `name` when it could be found.
        case unreadable(name: String?)
        case lazy(name: String, modifier: Range<Int>)
        case severalBindings(names: [String])
    }

    /// `alreadyTracked` makes an explicit `@ObservationTracked` count as handled (the member
    /// attribute role must not add a second one).
    init(_ source: SourceText, skippingExplicitlyTracked alreadyTracked: Bool) {
        self.init(ReadingCache.Member(source: source, variable: VariableDeclaration(source)), skippingExplicitlyTracked: alreadyTracked)
    }

    init(_ member: ReadingCache.Member, skippingExplicitlyTracked alreadyTracked: Bool) {
        let source = member.source
        guard let declaration = member.variable else {
            let ignored = DeclarationHeader(source, classIsModifier: true).attributes.contains { $0.isMacro("ObservationIgnored") }
            self = !ignored && Self.containsVariable(source) ? .invalid(.unreadable(name: nil)) : .untouched
            return
        }
        self.init(declaration, skippingExplicitlyTracked: alreadyTracked)
    }

    init(_ declaration: VariableDeclaration, skippingExplicitlyTracked alreadyTracked: Bool) {
        let header = declaration.header
        guard let first = declaration.bindings.first else {
            self = declaration.isLet ? .untouched : .invalid(.unreadable(name: nil))
            return
        }
        let attributes = header.attributes
        if declaration.isLet || !declaration.isInstance || first.isComputed || first.name == nil
            || header.hasModifier(.override) || attributes.contains(where: { $0.isMacro("ObservationIgnored") })
            || (alreadyTracked && attributes.contains(where: { $0.isMacro("ObservationTracked") }))
        {
            self = .untouched
            return
        }
        let name = first.name ?? ""
        if !declaration.isComplete {
            self = .invalid(.unreadable(name: name))
        } else if let lazy = header.modifiers.first(where: { $0.keyword == .lazy }) {
            self = .invalid(.lazy(name: name, modifier: lazy.tokens))
        } else if declaration.bindings.count > 1 {
            self = .invalid(.severalBindings(names: declaration.bindings.map { $0.name ?? "_" }))
        } else {
            self = .tracked(TrackedProperty(declaration: declaration, name: name))
        }
    }

    /// A `var` keyword outside any brackets: the text declares a variable even though it could
    /// not be read as one (an unknown modifier, say). Saying so beats leaving it untracked.
    private static func containsVariable(_ source: SourceText) -> Bool {
        source.scan(from: 0) { source.isIdentifier($0, "var") } < source.tokens.count
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
