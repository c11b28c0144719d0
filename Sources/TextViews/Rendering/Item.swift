/// What one evaluation of a view leaves behind: resolved text and controls, and the child nodes
/// of composite views. Layout reads only items, never models, so every model read happens while
/// the owning node evaluates (tracked by its `ObservationHost`, or reported as untracked).
@MainActor indirect enum Item {
    case text(String)
    /// Text made of runs in different styles (`Text + Text`, `.bold()` on a `Text`).
    case styledText([TextUI.Text.Run])
    /// Items drawn in a style (`.bold()`, `.foregroundColor(_:)` on any view).
    case styled([Item], TextStyle)
    case vstack(alignment: TextUI.HorizontalAlignment, spacing: Int, [Item])
    case hstack(alignment: TextUI.VerticalAlignment, spacing: Int, [Item])
    case divider
    case spacer
    case control(Control)
    case padded([Item], Insets)
    case bordered([Item])
    case framed([Item], width: Int, alignment: TextUI.HorizontalAlignment)
    case badged([Item], String)
    /// A `TabView`'s buttons side by side over a rule, heavy under the selected one.
    case tabBar([Item], selected: Int?)
    case node(Node)
}

struct Insets: Equatable {
    var top = 0, leading = 0, bottom = 0, trailing = 0
}

/// An interactive element as the user can address it: by its label or its identifier.
@MainActor struct Control {
    enum Kind {
        case button(() -> Void)
        case toggle(TextUI.Binding<Bool>)
        /// The text, and what Enter runs (`onSubmit`).
        case textField(TextUI.Binding<String>, onSubmit: (() -> Void)?)
        case stepper(increment: () -> Void, decrement: () -> Void)
        /// The options' labels, the selected one's index, and how to select one.
        case picker(options: [String], selected: Int?, select: (Int) -> Void)

        /// How errors name the kind.
        var name: String {
            switch self {
            case .button: "button"
            case .toggle: "toggle"
            case .textField: "text field"
            case .stepper: "stepper"
            case .picker: "picker"
            }
        }
    }

    let kind: Kind
    /// The button's label text, or the title of any other control.
    let label: String
    /// How it looks, with the values read when its view evaluated.
    let drawn: String
    /// Set with `.accessibilityIdentifier(_:)`.
    var identifier: String?
    /// False inside `.disabled(true)`: input skips it, and commands say why they cannot use it.
    var isEnabled = true
    /// A key that presses it from anywhere (`.keyboardShortcut`), for buttons.
    var shortcut: Key?
    /// Where a text field's text begins in `drawn`, in columns (for the cursor).
    var textStart = 0

    init(_ kind: Kind, label: String, drawn: String, in environment: EnvironmentValues, textStart: Int = 0) {
        self.kind = kind
        self.label = label
        self.drawn = drawn
        identifier = environment.controlIdentifier
        isEnabled = environment.isEnabled
        shortcut = environment.keyboardShortcut
        self.textStart = textStart
    }

    /// The control as an item: dim when disabled.
    var item: Item {
        isEnabled ? .control(self) : .styled([.control(self)], TextStyle(isDim: true))
    }
}
