import TextRendering
/// Every kind of control, once: the command language reads its verbs (and `help` their usage)
/// from here. A new control adds its kind to this list and, outside its own file, only its SwiftUI
/// name to `TextUINames.swift` (see "Adding a control" in the target's README).
package enum ControlKinds {
    package static var all: [any ControlKind.Type] {
        [
            ButtonControl.self,
            ToggleControl.self,
            TextFieldControl.self,
            StepperControl.self,
            PickerControl.self,
            SliderControl.self,
        ]
    }

    /// The kind that answers `verb`, and the verb.
    package static func kind(answering verb: some StringProtocol) -> (kind: any ControlKind.Type, verb: ControlVerb)? {
        for kind in all {
            if let found = kind.verbs.first(where: { $0.name == verb }) { return (kind, found) }
        }
        return nil
    }
}
