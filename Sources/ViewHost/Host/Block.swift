/// A rectangle of text: `lines`, each exactly `width` columns wide (see `terminalWidth`), and
/// where its controls are.
@MainActor struct Block {
    /// A control and the place of its drawing in the block.
    struct Placement {
        let control: Control
        var row: Int
        var column: Int
        var length: Int { control.drawn.terminalWidth }
    }

    var lines: [String]
    var width: Int
    var placements: [Placement] = []

    static let empty = Block(lines: [], width: 0)

    init(lines: [String], width: Int, placements: [Placement] = []) {
        self.lines = lines.map { $0.padded(to: width) }
        self.width = width
        self.placements = placements
    }

    init(text: String) {
        let lines = text.expandingTabs().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.init(lines: lines, width: lines.map(\.terminalWidth).max() ?? 0)
    }

    init(control: Control) {
        self.init(lines: [control.drawn], width: control.drawn.terminalWidth,
                  placements: [Placement(control: control, row: 0, column: 0)])
    }

    var height: Int { lines.count }

    /// This block moved by `rows` and `columns` inside a larger one.
    func placements(offsetBy rows: Int, _ columns: Int) -> [Placement] {
        placements.map { placement in
            var moved = placement
            moved.row += rows
            moved.column += columns
            return moved
        }
    }
}

extension String {
    /// Exactly `width` columns: cut or padded with spaces.
    func padded(to width: Int) -> String {
        let own = terminalWidth
        return own == width ? self : own > width ? columns(0..<width) : self + String(repeating: " ", count: width - own)
    }

    /// `self` placed in `width` columns by `alignment`.
    func aligned(_ alignment: TextUI.HorizontalAlignment, in width: Int) -> String {
        let room = max(width - terminalWidth, 0)
        switch alignment {
        case .leading: return padded(to: width)
        case .center: return (String(repeating: " ", count: room / 2) + self).padded(to: width)
        case .trailing: return (String(repeating: " ", count: room) + self).padded(to: width)
        }
    }
}
