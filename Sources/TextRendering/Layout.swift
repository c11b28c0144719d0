/// Turns items into a block of text. Pure: it reads only items and the items of child nodes.
@MainActor package enum Layout {
    /// Items not inside a stack stack up vertically, leading-aligned.
    package static func block(_ items: [Item], proposedWidth: Int? = nil) -> Block {
        vertical(items, alignment: .leading, spacing: 0, proposedWidth: proposedWidth)
    }

    /// The items drawn on one line, as button labels need.
    package static func plainText(_ items: [Item]) -> String {
        block(items).lines.map { $0.trimmingTrailingSpaces() }.joined(separator: " ")
    }

    package static func block(_ item: Item, proposedWidth: Int?) -> Block {
        switch item {
        case .text(let text): return Block(text: text)
        case .styledText(let runs): return Block(runs: runs)
        case .control(let control): return Block(control: control)
        case .divider: return Block(lines: [String(repeating: "─", count: proposedWidth ?? 1)], width: proposedWidth ?? 1)
        case .spacer: return Block(lines: [], width: proposedWidth ?? 0)
        case .node(let node): return block(node.items, proposedWidth: proposedWidth)
        case .vstack(let alignment, let spacing, let items):
            return vertical(items, alignment: alignment, spacing: spacing, proposedWidth: proposedWidth)
        case .hstack(let alignment, let spacing, let items):
            return horizontal(items, alignment: alignment, spacing: spacing, proposedWidth: proposedWidth)
        case .padded(let items, let insets):
            let inner = block(items, proposedWidth: proposedWidth.map { max($0 - insets.leading - insets.trailing, 0) })
            return inset(inner, by: insets)
        case .bordered(let items):
            return bordered(block(items, proposedWidth: proposedWidth.map { max($0 - 2, 0) }))
        case .framed(let items, let width, let alignment):
            var inner = block(items, proposedWidth: width)
            if !items.contains(where: isFlexible) {  // a fixed-size child keeps its own width
                inner.width = inner.lines.map { $0.trimmingTrailingSpaces().terminalWidth }.max() ?? 0
                inner.lines = inner.lines.map { $0.padded(to: inner.width) }
            }
            return framed(inner, width: width, alignment: alignment)
        case .badged(let items, let label):
            var inner = block(items, proposedWidth: proposedWidth)
            if inner.lines.isEmpty { inner.lines = [""] }
            inner.lines[0] = inner.lines[0].trimmingTrailingSpaces() + " (\(label))"
            return Block(lines: inner.lines, width: max(inner.width, inner.lines[0].terminalWidth),
                         placements: inner.placements, spans: inner.spans)
        case .styled(let items, let style):
            return block(items, proposedWidth: proposedWidth).styled(style)
        case .tabBar(let items, let selected):
            return tabBar(items, selected: selected, proposedWidth: proposedWidth)
        }
    }

    /// Whether the item grows to fill the width it is offered.
    static func isFlexible(_ item: Item) -> Bool {
        switch item {
        case .divider, .spacer: true
        case .text, .styledText, .control, .framed: false
        case .node(let node): node.items.contains(where: isFlexible)
        case .tabBar: true
        case .vstack(_, _, let items), .hstack(_, _, let items), .padded(let items, _), .bordered(let items),
             .badged(let items, _), .styled(let items, _):
            items.contains(where: isFlexible)
        }
    }

    /// The column where a child `childWidth` wide starts in `width` columns.
    private static func offset(of childWidth: Int, in width: Int, _ alignment: TextUI.HorizontalAlignment) -> Int {
        switch alignment {
        case .leading: 0
        case .center: max((width - childWidth) / 2, 0)
        case .trailing: max(width - childWidth, 0)
        }
    }

    private static func vertical(_ items: [Item], alignment: TextUI.HorizontalAlignment, spacing: Int, proposedWidth: Int?) -> Block {
        let visible = items.filter { !isEmpty($0) }
        var blocks = visible.map { block($0, proposedWidth: proposedWidth) }
        let width = proposedWidth ?? blocks.map(\.width).max() ?? 0
        for index in blocks.indices where blocks[index].width < width && isFlexible(visible[index]) {
            blocks[index] = block(visible[index], proposedWidth: width)
        }
        var result = Block(lines: [], width: width)
        for (index, child) in blocks.enumerated() {
            if index > 0 { result.lines += Array(repeating: String(repeating: " ", count: width), count: spacing) }
            let column = offset(of: child.width, in: width, alignment)
            result.placements += child.placements(offsetBy: result.lines.count, column)
            result.spans += child.spans(offsetBy: result.lines.count, column)
            result.lines += child.lines.map { (String(repeating: " ", count: column) + $0).padded(to: width) }
        }
        return result
    }

    private static func horizontal(_ items: [Item], alignment: TextUI.VerticalAlignment, spacing: Int, proposedWidth: Int?) -> Block {
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
        var result = Block(lines: Array(repeating: "", count: height), width: 0)
        for (index, child) in blocks.enumerated() {
            let gap = index > 0 ? spacing : 0
            let top: Int
            switch alignment {
            case .top, .firstTextBaseline: top = 0
            case .center: top = (height - child.height) / 2
            case .bottom, .lastTextBaseline: top = height - child.height
            }
            result.placements += child.placements(offsetBy: top, result.width + gap)
            result.spans += child.spans(offsetBy: top, result.width + gap)
            for row in 0..<height {
                let inside = row >= top && row < top + child.height
                result.lines[row] += String(repeating: " ", count: gap)
                    + (inside ? child.lines[row - top] : String(repeating: " ", count: child.width))
            }
            result.width += gap + child.width
        }
        return result
    }

    /// The tabs two columns apart, over a rule as wide as the bar or the proposed width, drawn
    /// heavy (and the tab bold) under the selected tab.
    private static func tabBar(_ items: [Item], selected: Int?, proposedWidth: Int?) -> Block {
        var bar = horizontal(items, alignment: .top, spacing: 2, proposedWidth: nil)
        let width = max(bar.width, proposedWidth ?? 0)
        var heavy = 0..<0
        if let selected {
            let start = items[..<selected].map { block($0, proposedWidth: nil).width + 2 }.reduce(0, +)
            heavy = start..<start + block(items[selected], proposedWidth: nil).width
            bar.spans.append(Block.Span(row: 0, columns: heavy, style: TextStyle(isBold: true)))
        }
        let rule = (0..<width).map { heavy.contains($0) ? "━" : "─" }.joined()
        return Block(lines: bar.lines + [rule], width: width, placements: bar.placements, spans: bar.spans)
    }

    /// The block cut or padded to `width` columns, placed by `alignment` as a whole.
    private static func framed(_ inner: Block, width: Int, alignment: TextUI.HorizontalAlignment) -> Block {
        let column = offset(of: inner.width, in: width, alignment)
        let lines = inner.lines.map { (String(repeating: " ", count: column) + $0).padded(to: width) }
        return Block(lines: lines, width: width,
                     placements: inner.placements(offsetBy: 0, column).filter { $0.column + $0.length <= width },
                     spans: inner.spans(offsetBy: 0, column).filter { $0.columns.lowerBound < width })
    }

    private static func inset(_ inner: Block, by insets: Insets) -> Block {
        let width = inner.width + insets.leading + insets.trailing
        let blank = Array(repeating: "", count: insets.top)
        let lines = blank + inner.lines.map { String(repeating: " ", count: insets.leading) + $0 }
            + Array(repeating: "", count: insets.bottom)
        return Block(lines: lines, width: width, placements: inner.placements(offsetBy: insets.top, insets.leading),
                     spans: inner.spans(offsetBy: insets.top, insets.leading))
    }

    private static func bordered(_ inner: Block) -> Block {
        let rule = String(repeating: "─", count: inner.width)
        let lines = ["┌" + rule + "┐"] + inner.lines.map { "│" + $0 + "│" } + ["└" + rule + "┘"]
        return Block(lines: lines, width: inner.width + 2, placements: inner.placements(offsetBy: 1, 1),
                     spans: inner.spans(offsetBy: 1, 1))
    }

    /// Items that draw nothing take no room and no spacing (like an empty `if`).
    private static func isEmpty(_ item: Item) -> Bool {
        switch item {
        case .node(let node): node.items.allSatisfy(isEmpty)
        case .vstack(_, _, let items), .hstack(_, _, let items): items.isEmpty
        default: false
        }
    }
}

extension String {
    package func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }
}
