/// How a run of text is drawn in a terminal. Frames (`TextHost.frame`) are plain text; only a
/// full-screen `TerminalApp` draws styles, and it leaves colours out when `NO_COLOR` is set.
package struct TextStyle: Equatable, Sendable {
    package var isBold = false
    package var isItalic = false
    package var isUnderlined = false
    package var isDim = false
    /// An SGR foreground colour code (31 red … 37 white, 90 gray).
    package var color: Int?

    package static let plain = TextStyle()

    package init(isBold: Bool = false, isItalic: Bool = false, isUnderlined: Bool = false, isDim: Bool = false,
                 color: Int? = nil) {
        self.isBold = isBold
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isDim = isDim
        self.color = color
    }

    /// `self` with `inner`'s settings on top: what a styled text inside a styled view gets.
    package func adding(_ inner: TextStyle) -> TextStyle {
        TextStyle(isBold: isBold || inner.isBold, isItalic: isItalic || inner.isItalic,
                  isUnderlined: isUnderlined || inner.isUnderlined, isDim: isDim || inner.isDim,
                  color: inner.color ?? color)
    }

    /// The SGR parameters (`1;4;31`), colour left out unless `usesColor`.
    package func sgrParameters(usesColor: Bool) -> String {
        var parameters: [String] = []
        if isBold { parameters.append("1") }
        if isDim { parameters.append("2") }
        if isItalic { parameters.append("3") }
        if isUnderlined { parameters.append("4") }
        if usesColor, let color { parameters.append(String(color)) }
        return parameters.joined(separator: ";")
    }
}

/// A piece of text drawn in one style: what `Text` resolves to, and `Text + Text` concatenates.
package struct TextRun: Equatable {
    package var string: String
    package var style: TextStyle

    package init(string: String, style: TextStyle) {
        self.string = string
        self.style = style
    }
}
