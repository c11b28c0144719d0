/// Turns items into a block of text. Pure: it reads only items and the items of child nodes.
@MainActor enum Layout {
    /// Items not inside a stack stack up vertically, leading-aligned.
    static func block(_ items: [Item], proposedWidth: Int? = nil) -> Block {
        stack(items, axis: .vertical, alignment: .leading, spacing: 0, proposedWidth: proposedWidth)
    }

    /// The items drawn on one line, as button labels need.
    static func plainText(_ items: [Item]) -> String {
        block(items).lines.map { $0.trimmingTrailingSpaces() }.joined(separator: " ")
    }

    static func block(_ item: Item, proposedWidth: Int?) -> Block {
        switch item {
        case .text(let text): return Block(text: text)
        case .control(let control): return Block(control: control)
        case .divider: return Block(lines: [String(repeating: "─", count: proposedWidth ?? 1)], width: proposedWidth ?? 1)
        case .spacer: return Block(lines: [], width: proposedWidth ?? 0)
        case .node(let node): return block(node.items, proposedWidth: proposedWidth)
        case .stack(let axis, let alignment, let spacing, let items):
            return stack(items, axis: axis, alignment: alignment, spacing: spacing, proposedWidth: proposedWidth)
        case .padded(let items, let insets):
            let inner = block(items, proposedWidth: proposedWidth.map { max($0 - insets.leading - insets.trailing, 0) })
            return inset(inner, by: insets)
        case .bordered(let items):
            return bordered(block(items, proposedWidth: proposedWidth.map { max($0 - 2, 0) }))
        case .framed(let items, let width, let alignment):
            let inner = block(items, proposedWidth: width)
            return Block(lines: inner.lines.map { $0.trimmingTrailingSpaces().aligned(alignment, in: width) },
                         width: width, placements: inner.placements.filter { $0.column + $0.length <= width })
        case .badged(let items, let label):
            var inner = block(items, proposedWidth: proposedWidth)
            let badge = " (\(label))"
            if inner.lines.isEmpty { inner.lines = [""] }
            inner.lines[0] = inner.lines[0].trimmingTrailingSpaces() + badge
            return Block(lines: inner.lines, width: max(inner.width, inner.lines[0].terminalWidth), placements: inner.placements)
        }
    }

    /// Whether the item grows to fill the width it is offered.
    static func isFlexible(_ item: Item) -> Bool {
        switch item {
        case .divider, .spacer: true
        case .text, .control, .framed: false
        case .node(let node): node.items.contains(where: isFlexible)
        case .stack(_, _, _, let items), .padded(let items, _), .bordered(let items), .badged(let items, _):
            items.contains(where: isFlexible)
        }
    }

    private static func stack(
        _ items: [Item], axis: Axis, alignment: TextUI.HorizontalAlignment, spacing: Int, proposedWidth: Int?
    ) -> Block {
        switch axis {
        case .vertical: vertical(items, alignment: alignment, spacing: spacing, proposedWidth: proposedWidth)
        case .horizontal: horizontal(items, spacing: spacing, proposedWidth: proposedWidth)
        }
    }

    private static func vertical(_ items: [Item], alignment: TextUI.HorizontalAlignment, spacing: Int, proposedWidth: Int?) -> Block {
        let visible = items.filter { !isEmpty($0) }
        var blocks = visible.map { block($0, proposedWidth: proposedWidth) }
        let width = proposedWidth ?? blocks.map(\.width).max() ?? 0
        for index in blocks.indices where blocks[index].width < width && isFlexible(visible[index]) {
            blocks[index] = block(visible[index], proposedWidth: width)
        }
        var lines: [String] = []
        var placements: [Block.Placement] = []
        for (index, child) in blocks.enumerated() {
            if index > 0 { lines += Array(repeating: "", count: spacing) }
            let column = alignment == .leading ? 0 : (alignment == .center ? (width - child.width) / 2 : width - child.width)
            placements += child.placements(offsetBy: lines.count, max(column, 0))
            lines += child.lines.map { $0.aligned(alignment, in: width) }
        }
        return Block(lines: lines, width: width, placements: placements)
    }

    private static func horizontal(_ items: [Item], spacing: Int, proposedWidth: Int?) -> Block {
        let visible = items.filter { !isEmpty($0) }
        var blocks = visible.map { item -> Block in
            if case .spacer = item { return .empty }
            return block(item, proposedWidth: nil)
        }
        let spacerIndices = visible.indices.filter { if case .spacer = visible[$0] { true } else { false } }
        if let proposedWidth, !spacerIndices.isEmpty {
            let used = blocks.map(\.width).reduce(0, +) + spacing * max(blocks.count - 1, 0)
            let room = max(proposedWidth - used, 0)
            for (order, index) in spacerIndices.enumerated() {
                let share = room / spacerIndices.count + (order < room % spacerIndices.count ? 1 : 0)
                blocks[index] = Block(lines: [], width: share)
            }
        }
        let height = blocks.map(\.height).max() ?? 0
        var lines = Array(repeating: "", count: height)
        var placements: [Block.Placement] = []
        var column = 0
        for (index, child) in blocks.enumerated() {
            let gap = index > 0 ? spacing : 0
            placements += child.placements(offsetBy: 0, column + gap)
            for row in 0..<height {
                let line = row < child.height ? child.lines[row] : String(repeating: " ", count: child.width)
                lines[row] += String(repeating: " ", count: gap) + line
            }
            column += gap + child.width
        }
        return Block(lines: lines, width: column, placements: placements)
    }

    private static func inset(_ inner: Block, by insets: Insets) -> Block {
        let width = inner.width + insets.leading + insets.trailing
        let blank = Array(repeating: "", count: insets.top)
        let lines = blank + inner.lines.map { String(repeating: " ", count: insets.leading) + $0 }
            + Array(repeating: "", count: insets.bottom)
        return Block(lines: lines, width: width, placements: inner.placements(offsetBy: insets.top, insets.leading))
    }

    private static func bordered(_ inner: Block) -> Block {
        let rule = String(repeating: "─", count: inner.width)
        let lines = ["┌" + rule + "┐"] + inner.lines.map { "│" + $0 + "│" } + ["└" + rule + "┘"]
        return Block(lines: lines, width: inner.width + 2, placements: inner.placements(offsetBy: 1, 1))
    }

    /// Items that draw nothing take no room and no spacing (like an empty `if`).
    private static func isEmpty(_ item: Item) -> Bool {
        switch item {
        case .node(let node): node.items.allSatisfy(isEmpty)
        case .stack(_, _, _, let items): items.isEmpty
        default: false
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }
}
