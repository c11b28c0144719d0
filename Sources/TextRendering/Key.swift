/// A key press: what a terminal sends, and what `.keyboardShortcut` names.
package enum Key: Hashable, Sendable {
    case character(Character)
    case enter, tab, backTab, up, down, left, right, home, end, delete, backspace, escape
    /// Ctrl with a letter (other than C and D, below): `.control("r")` for Ctrl-R.
    case control(Character)
    /// Ctrl-C: quits at once with the status of an interrupted program (130).
    case interrupt
    /// Ctrl-D: quits, as at the end of input.
    case endOfInput
}
