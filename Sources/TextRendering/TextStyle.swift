/// How a run of text is drawn in a terminal. Frames (`TextHost.frame`) are plain text; only a
/// full-screen `TerminalApp` draws styles, and it leaves colours out when `NO_COLOR` is set.
struct TextStyle: Equatable, Sendable {
    var isBold = false
    var isItalic = false
    var isUnderlined = false
    var isDim = false
    /// An SGR foreground colour code (31 red … 37 white, 90 gray).
    var color: Int?

    static let plain = TextStyle()

    /// `self` with `inner`'s settings on top: what a styled text inside a styled view gets.
    func adding(_ inner: TextStyle) -> TextStyle {
        TextStyle(isBold: isBold || inner.isBold, isItalic: isItalic || inner.isItalic,
                  isUnderlined: isUnderlined || inner.isUnderlined, isDim: isDim || inner.isDim,
                  color: inner.color ?? color)
    }

    /// The SGR parameters (`1;4;31`), colour left out unless `usesColor`.
    func sgrParameters(usesColor: Bool) -> String {
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
struct TextRun: Equatable {
    var string: String
    var style: TextStyle
}
