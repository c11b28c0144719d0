/// How many terminal columns text takes: layout, clipping and the cursor count columns, not
/// characters, so that wide (CJK) characters, combining marks and tabs keep borders aligned.
extension Character {
    /// 2 for East Asian wide and fullwidth characters and emoji drawn as pictures, 0 for
    /// control characters and a lone combining mark, else 1. A `Character` is a grapheme
    /// cluster: a letter with its combining marks is one character of width 1.
    package var terminalWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if first.properties.isEmojiPresentation || unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return Self.isWide(first.value) ? 2 : 1
    }

    /// The East Asian Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt, by
    /// range; the standard library does not expose that property.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

extension StringProtocol {
    /// The columns the text takes on one line (tabs must have been expanded).
    package var terminalWidth: Int {
        var width = 0
        for character in self { width += character.terminalWidth }
        return width
    }
}

extension String {
    /// Tabs replaced by spaces up to the next multiple of 8 columns, as terminals place them.
    func expandingTabs() -> String {
        guard contains("\t") else { return self }
        var result = ""
        var column = 0
        for character in self {
            if character == "\t" {
                let spaces = 8 - column % 8
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column = character == "\n" ? 0 : column + character.terminalWidth
            }
        }
        return result
    }

    /// The part of the line between two columns, exactly `columns.count` columns wide: a wide
    /// character cut by either edge becomes a space, and a short line is padded.
    package func columns(_ columns: Range<Int>) -> String {
        var result = ""
        var column = 0
        for character in self {
            let width = character.terminalWidth
            defer { column += width }
            if column + width <= columns.lowerBound { continue }
            if column >= columns.upperBound { break }
            if column < columns.lowerBound || column + width > columns.upperBound {
                result += String(repeating: " ", count: min(column + width, columns.upperBound) - max(column, columns.lowerBound))
            } else {
                result.append(character)
            }
        }
        let width = result.terminalWidth
        return width < columns.count ? result + String(repeating: " ", count: columns.count - width) : result
    }

    /// The text broken into lines of at most `width` columns, at spaces where it can be (a word
    /// wider than a line is split): for prose on the screen, such as a hint under the frame.
    package func wrapped(toWidth width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            if !line.isEmpty && line.terminalWidth + 1 + word.terminalWidth <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.terminalWidth > width {
                let head = word.prefixFitting(width)
                lines.append(head)
                word.removeFirst(head.count)
            }
            line = word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest prefix at most `width` columns wide (at least one character).
    private func prefixFitting(_ width: Int) -> String {
        var result = ""
        for character in self {
            if !result.isEmpty && result.terminalWidth + character.terminalWidth > width { break }
            result.append(character)
        }
        return result
    }
}
