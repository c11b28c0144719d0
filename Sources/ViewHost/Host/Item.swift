/// What one evaluation of a view leaves behind: resolved text and controls, and the child nodes
/// of composite views. Layout reads only items, never models, so every model read happens while
/// the owning node evaluates (tracked by its `ObservationHost`, or reported as untracked).
@MainActor indirect enum Item {
    case text(String)
    case stack(Axis, alignment: TextUI.HorizontalAlignment, spacing: Int, [Item])
    case divider
    case spacer
    case control(Control)
    case padded([Item], Insets)
    case bordered([Item])
    case framed([Item], width: Int, alignment: TextUI.HorizontalAlignment)
    case badged([Item], String)
    case node(Node)
}

enum Axis { case horizontal, vertical }

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
    }

    let kind: Kind
    /// The button's label text, the toggle's title or the text field's title.
    let label: String
    /// How it looks, with the values read when its view evaluated.
    let drawn: String
    /// Set with `.accessibilityIdentifier(_:)`.
    var identifier: String?
    /// Where a text field's text begins in `drawn`, in columns (for the cursor).
    var textStart = 0
}
