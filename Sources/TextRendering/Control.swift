/// An interactive element as input reaches it: by its label or its identifier, with what using
/// it does (`kind`). Made by a control view when it resolves, with the values it read then.
@MainActor package struct Control {
    /// What the control does with commands and keys.
    package let kind: any ControlKind
    /// The button's label text, or the title of any other control.
    package let label: String
    /// How it looks, with the values read when its view evaluated.
    package let drawn: String
    /// Set with `.accessibilityIdentifier(_:)`.
    package var identifier: String?
    /// False inside `.disabled(true)`: input skips it, and commands say why they cannot use it.
    package var isEnabled = true
    /// A key that presses it from anywhere (`.keyboardShortcut`), for buttons.
    package var shortcut: Key?
    /// Where a text field's text begins in `drawn`, in columns (for the cursor).
    package var textStart = 0

    package init(_ kind: any ControlKind, label: String, drawn: String, in environment: EnvironmentValues, textStart: Int = 0) {
        self.kind = kind
        self.label = label
        self.drawn = drawn
        identifier = environment.controlIdentifier
        isEnabled = environment.isEnabled
        shortcut = environment.keyboardShortcut
        self.textStart = textStart
    }

    /// The control as an item: dim when disabled.
    package var item: Item {
        isEnabled ? .control(self) : .styled([.control(self)], TextStyle(isDim: true))
    }
}

extension ResolveContext {
    /// The item of a control titled by a label view (`Button`, `Toggle`, `Slider`, `Stepper`):
    /// the label is resolved here and drawn as plain text on one line, and `drawn` draws the
    /// control around that title.
    package mutating func control(
        _ kind: any ControlKind, labelledBy label: some TextUI.View, drawn: (_ title: String) -> String
    ) -> [Item] {
        let title = Layout.plainText(resolve(label, at: "label"))
        return [Control(kind, label: title, drawn: drawn(title), in: environment).item]
    }
}

/// What one kind of control does with input: the whole of a control's behaviour, so that a
/// control is one file (its view, its kind, its `TextHost` input method) plus its entry in the
/// views' list of kinds, which gives the command language its verbs (and its SwiftUI name beside
/// the others). The host, commands and the
/// terminal reach controls only through this protocol.
@MainActor package protocol ControlKind {
    /// How messages name the kind: "button".
    nonisolated static var name: String { get }
    /// The command-language verbs that use this kind of control.
    nonisolated static var verbs: [ControlVerb] { get }
    /// Does what `verb` (one of `verbs`) asks, with its `=value` (`nil` for a verb that takes
    /// none); `address` names the control in errors.
    func perform(_ verb: String, value: String?, at address: TextHost.ControlAddress) throws
    /// Applies a key pressed while the control has the focus in a full-screen terminal; returns
    /// what it did as the re-evaluation panel shows it (`press Save`), or `nil` for a key the
    /// control ignores (which then moves the focus or does nothing).
    func handle(_ key: Key, label: String) -> String?
}

/// A verb of the command language that uses one kind of control: `tap <control>`, or
/// `select <control>=<value>` for one that `takesValue`.
package struct ControlVerb: Sendable {
    package let name: String
    package let takesValue: Bool
    /// The verb's line in `help`; `nil` for a verb another's line describes.
    package let usage: String?

    package init(name: String, takesValue: Bool, usage: String?) {
        self.name = name
        self.takesValue = takesValue
        self.usage = usage
    }
}

extension Key {
    /// Enter or Space: what presses a button, flips a toggle.
    package var presses: Bool { self == .enter || self == .character(" ") }
}
