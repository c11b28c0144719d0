import TextRendering
extension TextUI {
    /// What `onSubmit(of:_:)` reacts to. A terminal has only text fields, so `.search` is
    /// accepted (as in SwiftUI) and treated as `.text`.
    public struct SubmitTriggers: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// The set with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Enter in a text field.
        public static let text = SubmitTriggers(rawValue: 1)
        /// Enter in a search field (a text field here).
        public static let search = SubmitTriggers(rawValue: 2)
    }
}

extension TextUI.View {
    /// Runs `action` when the user presses Enter in a text field inside this view (or a
    /// command `submit <field>` does). Nested `onSubmit`s all run, the innermost first.
    public func onSubmit(of triggers: TextUI.SubmitTriggers = .text, _ action: @escaping () -> Void) -> some TextUI.View {
        EnvironmentModifier(content: self, apply: { environment in
            let outer = environment.submitAction
            environment.submitAction = outer.map { outer in { action(); outer() } } ?? action
        })
    }
}
