// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import TextViews
/// Composes full-screen frames and the bytes that bring the terminal from one to the next.
/// Pure: it knows nothing of the host or the terminal, so tests can check it line by line.
enum Screen {
    /// A part of a line drawn with an SGR style (`"7"` reverse video, `"1"` bold, `"2"` dim,
    /// `"4"` underline, `"3x"` a colour), in the line's columns.
    struct Run: Equatable {
        var row: Int
        var columns: Range<Int>
        var style: String
    }

    /// `line`'s columns `window`, exactly `window.count` columns wide, with `runs` (in the
    /// line's columns) drawn in their styles; a later run adds to an earlier one.
    static func render(_ line: String, window: Range<Int>, runs: [Run]) -> String {
        let visible = line.columns(window)
        guard !runs.isEmpty else { return visible }
        var result = ""
        var column = window.lowerBound
        var current = ""
        for character in visible {
            let style = runs.filter { $0.columns.contains(column) }.map(\.style).joined(separator: ";")
            if style != current {
                result += "\u{1B}[0m" + (style.isEmpty ? "" : "\u{1B}[\(style)m")
                current = style
            }
            result.append(character)
            column += character.terminalWidth
        }
        return current.isEmpty ? result : result + "\u{1B}[0m"
    }

    /// The first row of a `height`-row window on `contentHeight` rows that keeps the rows
    /// `wanted` visible, moving `top` as little as possible.
    static func scrolled(_ top: Int, toShow wanted: ClosedRange<Int>?, height: Int, contentHeight: Int) -> Int {
        var top = min(top, max(contentHeight - height, 0))
        guard let wanted, height > 0 else { return max(top, 0) }
        if wanted.upperBound >= top + height { top = wanted.upperBound - height + 1 }
        if wanted.lowerBound < top { top = wanted.lowerBound }
        return max(top, 0)
    }

    /// The bytes that turn the screen showing `previous` into `next`: only the rows that
    /// changed, or everything (cleared first) when there is no previous frame of that height.
    static func update(from previous: [String]?, to next: [String]) -> String {
        var output = ""
        let redrawsAll = previous?.count != next.count
        if redrawsAll { output += "\u{1B}[H\u{1B}[2J" }
        for (index, row) in next.enumerated() where redrawsAll || previous?[index] != row {
            output += "\u{1B}[\(index + 1);1H" + row + "\u{1B}[K"
        }
        return output
    }
}
#endif
