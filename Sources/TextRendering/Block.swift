/// A rectangle of text: `lines`, each exactly `width` columns wide (see `terminalWidth`), where
/// its controls are, and which parts are drawn in a style.
@MainActor package struct Block {
    /// Columns of one line drawn in a style.
    package struct Span: Equatable {
        package var row: Int
        package var columns: Range<Int>
        package var style: TextStyle
    }

    /// A control and the place of its drawing in the block.
    package struct Placement {
        package let control: Control
        package var row: Int
        package var column: Int
        package var length: Int { control.drawn.terminalWidth }
    }

    package var lines: [String]
    package var width: Int
    package var placements: [Placement] = []
    package var spans: [Span] = []

    package static let empty = Block(lines: [], width: 0)

    package init(lines: [String], width: Int, placements: [Placement] = [], spans: [Span] = []) {
        self.lines = lines.map { $0.padded(to: width) }
        self.width = width
        self.placements = placements
        self.spans = spans
    }

    package init(text: String) {
        let lines = text.expandingTabs().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.init(lines: lines, width: lines.map(\.terminalWidth).max() ?? 0)
    }

    /// Runs of styled text, which may hold line breaks.
    package init(runs: [TextRun]) {
        var lines = [""]
        var spans: [Span] = []
        for run in runs {
            for (index, piece) in run.string.expandingTabs().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { lines.append("") }
                let start = lines[lines.count - 1].terminalWidth
                lines[lines.count - 1] += piece
                if run.style != .plain, !piece.isEmpty {
                    spans.append(Span(row: lines.count - 1, columns: start..<start + piece.terminalWidth, style: run.style))
                }
            }
        }
        self.init(lines: lines, width: lines.map(\.terminalWidth).max() ?? 0, spans: spans)
    }

    package init(control: Control) {
        self.init(lines: [control.drawn], width: control.drawn.terminalWidth,
                  placements: [Placement(control: control, row: 0, column: 0)])
    }

    package var height: Int { lines.count }

    /// This block's controls, moved by `rows` and `columns` inside a larger one.
    package func placements(offsetBy rows: Int, _ columns: Int) -> [Placement] {
        placements.map { placement in
            var moved = placement
            moved.row += rows
            moved.column += columns
            return moved
        }
    }

    /// This block's styled parts, moved by `rows` and `columns` inside a larger one.
    package func spans(offsetBy rows: Int, _ columns: Int) -> [Span] {
        spans.map { span in
            var moved = span
            moved.row += rows
            moved.columns = span.columns.lowerBound + columns..<span.columns.upperBound + columns
            return moved
        }
    }

    /// The block with `style` under every line's text (up to its last non-space column) and
    /// under its own styled parts.
    package func styled(_ style: TextStyle) -> Block {
        var result = self
        let whole = lines.enumerated().map { row, line in
            Span(row: row, columns: 0..<line.trimmingTrailingSpaces().terminalWidth, style: style)
        }
        result.spans = whole + spans.map { Span(row: $0.row, columns: $0.columns, style: style.adding($0.style)) }
        return result
    }
}

extension String {
    /// Exactly `width` columns: cut or padded with spaces.
    package func padded(to width: Int) -> String {
        let own = terminalWidth
        return own == width ? self : own > width ? columns(0..<width) : self + String(repeating: " ", count: width - own)
    }

    /// `self` placed in `width` columns by `alignment`.
    package func aligned(_ alignment: TextUI.HorizontalAlignment, in width: Int) -> String {
        let room = max(width - terminalWidth, 0)
        switch alignment {
        case .leading: return padded(to: width)
        case .center: return (String(repeating: " ", count: room / 2) + self).padded(to: width)
        case .trailing: return (String(repeating: " ", count: room) + self).padded(to: width)
        }
    }
}
