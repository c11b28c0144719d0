// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import TextViews
/// Full-screen mode's state and rules: which control has the focus, where the text cursor is,
/// which part of a tall frame is visible, and the re-evaluation panel. It turns keys into
/// input for the host and the host's frame into screen rows; `TerminalApp` feeds it events.
@MainActor final class FullScreenSession {
    enum Outcome { case `continue`, quit, interrupted }

    private let host: TextHost
    /// Whether the side panel listing re-evaluated views is shown (Ctrl-R toggles it).
    var showsEvaluations: Bool
    /// Whether colour may be used (not when `NO_COLOR` is set).
    let usesColor: Bool
    /// A line shown under the frame, such as what to try; wrapped at the screen's width (see
    /// `screenRows`).
    let header: String?
    private var focus = 0
    /// The text cursor in the focused text field, in characters; `nil` means at the end.
    private var cursor: Int?
    private var top = 0
    /// The first column shown of the focused text field's row: a text longer than the screen
    /// is wide scrolls sideways to keep the cursor visible (other rows start at column 0).
    private var left = 0
    private var previousRows: [String]?
    /// The panel's data: the counts of the last update that evaluated anything, its cause,
    /// and the totals since the start.
    private var lastCounts: [String: Int] = [:]
    private var lastCause = ""
    private var totals: [String: Int] = [:]
    /// What the key being applied did to a control, for the panel (`press Increment`); `nil`
    /// for a key that only moved the focus.
    private var lastKeyCause: String?

    init(host: TextHost, showsEvaluations: Bool, usesColor: Bool, header: String?) {
        self.host = host
        self.showsEvaluations = showsEvaluations
        self.usesColor = usesColor
        self.header = header
        noteEvaluations(cause: "the first frame")
    }

    /// Records what the last update evaluated for the panel, and starts afresh. An update that
    /// evaluated nothing replaces the panel's last change only if `isAction` (pressing "Change
    /// ref" and seeing nothing re-evaluate is the point), not after a key that moved the focus.
    func noteEvaluations(cause: String, isAction: Bool = false) {
        let counts = host.evaluationCounts
        host.resetEvaluationCounts()
        guard !counts.isEmpty || isAction else { return }
        lastCounts = counts
        lastCause = cause
        totals.merge(counts, uniquingKeysWith: +)
    }

    /// Forgets what the screen shows, so that the next draw repaints it all (after a resize).
    func screenWasResized() {
        previousRows = nil
    }

    // MARK: Keys

    private var placements: [Block.Placement] { host.block.placements }

    private var focused: Block.Placement? {
        placements.indices.contains(focus) ? placements[focus] : nil
    }

    /// Applies a key, then updates the host.
    func apply(_ key: Key) -> Outcome {
        let outcome = perform(key)
        host.update()
        noteEvaluations(cause: lastKeyCause ?? "a key", isAction: lastKeyCause != nil)
        return outcome
    }

    private func perform(_ key: Key) -> Outcome {
        lastKeyCause = nil
        switch key {
        case .interrupt: return .interrupted
        case .endOfInput: return .quit
        case .control("r"): showsEvaluations.toggle()
        case .tab: moveFocus(by: 1, wrapping: true)
        case .backTab: moveFocus(by: -1, wrapping: true)
        case .up: moveFocus(to: nearest(above: true) ?? focus)
        case .down: moveFocus(to: nearest(above: false) ?? focus)
        default:
            if let control = focused?.control, control.isEnabled, use(key, on: control) { return .continue }
            if let shortcut = placements.first(where: { $0.control.shortcut == key && $0.control.isEnabled }),
               shortcut.control.kind is ButtonControl {
                lastKeyCause = shortcut.control.kind.handle(.enter, label: shortcut.control.label)
                return .continue
            }
            switch key {
            case .left: moveFocus(by: -1, wrapping: false)
            case .right: moveFocus(by: 1, wrapping: false)
            case .character("q"): return .quit
            default: break
            }
        }
        return .continue
    }

    /// Applies `key` to the focused control; returns false for a key the control ignores.
    private func use(_ key: Key, on control: Control) -> Bool {
        if let field = control.kind as? TextFieldControl, key != .enter {  // typing is the terminal's
            lastKeyCause = "typing in \(control.label)"
            return edit(field.text, with: key)
        }
        if let cause = control.kind.handle(key, label: control.label) {
            lastKeyCause = cause
            return true
        }
        if control.kind is TextFieldControl {  // Enter in a field without onSubmit: on to the next control
            moveFocus(by: 1, wrapping: true)
            return true
        }
        return false
    }

    /// Edits the focused field's text at the cursor; returns false for a key that is not editing.
    private func edit(_ text: TextUI.Binding<String>, with key: Key) -> Bool {
        var value = text.wrappedValue
        var position = min(cursor ?? value.count, value.count)
        switch key {
        case .character(let character):
            value.insert(character, at: value.index(value.startIndex, offsetBy: position))
            position += 1
        case .backspace where position > 0:
            value.remove(at: value.index(value.startIndex, offsetBy: position - 1))
            position -= 1
        case .delete where position < value.count:
            value.remove(at: value.index(value.startIndex, offsetBy: position))
        case .left: position = max(position - 1, 0)
        case .right: position = min(position + 1, value.count)
        case .home, .control("a"): position = 0
        case .end, .control("e"): position = value.count
        case .backspace, .delete: break
        default: return false
        }
        if value != text.wrappedValue { text.wrappedValue = value }
        cursor = position
        return true
    }

    private func moveFocus(to index: Int) {
        if index != focus { cursor = nil }
        focus = index
    }

    /// To the next (or previous) enabled control in reading order.
    private func moveFocus(by step: Int, wrapping: Bool) {
        let count = placements.count
        var index = focus
        for _ in 0..<count {
            index += step
            if wrapping { index = (index + count) % count } else if !(0..<count).contains(index) { return }
            if placements[index].control.isEnabled { return moveFocus(to: index) }
        }
    }

    /// The control on the nearest row above (or below) the focused one, closest in column.
    private func nearest(above: Bool) -> Int? {
        guard let current = focused else { return nil }
        let candidates = placements.indices.filter { index in
            placements[index].control.isEnabled
                && (above ? placements[index].row < current.row : placements[index].row > current.row)
        }
        let row = above ? candidates.map { placements[$0].row }.max() : candidates.map { placements[$0].row }.min()
        return candidates.filter { placements[$0].row == row }
            .min { abs(placements[$0].column - current.column) < abs(placements[$1].column - current.column) }
    }

    // MARK: Drawing

    /// The bytes that bring the screen (`rows` × `columns`) up to date.
    func draw(rows: Int, columns: Int) -> String {
        let next = screenRows(rows: rows, columns: columns)
        defer { previousRows = next }
        return Screen.update(from: previousRows, to: next)
    }

    /// The whole screen: the visible part of the frame (and the panel), then the status line.
    func screenRows(rows: Int, columns: Int) -> [String] {
        let block = host.block
        focus = min(focus, max(block.placements.count - 1, 0))
        if focused?.control.isEnabled == false { moveFocus(by: 1, wrapping: true) }
        let panelWidth = showsEvaluations ? min(36, columns / 2) : 0
        let contentWidth = max(columns - (panelWidth > 0 ? panelWidth + 1 : 0), 1)
        // The hint wraps, but leaves the frame at least half the screen (a short screen shows
        // the hint's first lines only).
        let headerLines = Array((header?.wrapped(toWidth: columns) ?? []).prefix(max((rows - 1) / 2, 1)))
        let height = max(rows - headerLines.count - 1, 1)

        var runs = block.spans.compactMap { span -> Screen.Run? in
            let style = span.style.sgrParameters(usesColor: usesColor)
            return style.isEmpty ? nil : Screen.Run(row: span.row, columns: span.columns, style: style)
        }
        var wantedRows: ClosedRange<Int>?
        var cursorColumns: Range<Int>?
        if let placement = focused {
            wantedRows = placement.row...placement.row
            cursorColumns = textCursorColumns(placement)
            runs += focusRuns(placement, cursor: cursorColumns)
        }
        top = Screen.scrolled(top, toShow: wantedRows, height: height, contentHeight: block.height)
        let scrolledRow = cursorColumns == nil ? nil : focused?.row
        if let cursorColumns, let row = scrolledRow {
            let lineWidth = block.lines[row].terminalWidth
            // Back to the row's start (the field's title) whenever the cursor fits there.
            left = cursorColumns.upperBound <= contentWidth ? 0 : Screen.scrolled(
                left, toShow: cursorColumns.lowerBound...(cursorColumns.upperBound - 1),
                height: contentWidth, contentHeight: max(lineWidth, cursorColumns.upperBound))
        } else {
            left = 0
        }
        let panel = showsEvaluations ? panelRows(width: panelWidth, height: height) : []
        let footer = headerLines + [statusLine(blockHeight: block.height, height: height)]

        var result: [String] = []
        for index in 0..<height {
            let row = top + index
            let line = row < block.height ? block.lines[row] : ""
            let start = row == scrolledRow ? left : 0
            var text = Screen.render(line, window: start..<start + contentWidth, runs: runs.filter { $0.row == row })
            if panelWidth > 0 { text += "\u{1B}[2m│\u{1B}[0m" + panel[index] }
            result.append(text)
        }
        return result + footer.map { "\u{1B}[2m" + $0.columns(0..<columns).trimmingTrailingSpaces() + "\u{1B}[0m" }
    }

    /// The focused control in reverse video; a text field underlined, with its cursor reversed.
    private func focusRuns(_ placement: Block.Placement, cursor: Range<Int>?) -> [Screen.Run] {
        let start = placement.column
        guard let cursor else {
            return [Screen.Run(row: placement.row, columns: start..<start + placement.length, style: "7")]
        }
        return [
            Screen.Run(row: placement.row, columns: start..<start + placement.length, style: "4"),
            Screen.Run(row: placement.row, columns: cursor, style: "7"),
        ]
    }

    /// The columns of a text field's cursor on its row (the character under it, or one column
    /// past the end); nil for other controls.
    private func textCursorColumns(_ placement: Block.Placement) -> Range<Int>? {
        guard let text = (placement.control.kind as? TextFieldControl)?.text else { return nil }
        let value = text.wrappedValue
        let position = min(cursor ?? value.count, value.count)
        let column = placement.column + placement.control.textStart + value.prefix(position).terminalWidth
        let width = position < value.count ? value[value.index(value.startIndex, offsetBy: position)].terminalWidth : 1
        return column..<column + width
    }

    private func statusLine(blockHeight: Int, height: Int) -> String {
        let keys = "Tab/arrows move · Enter/Space press · ^R re-evaluations · q quit"
        guard blockHeight > height else { return keys }
        return "rows \(top + 1)–\(min(top + height, blockHeight)) of \(blockHeight) · " + keys
    }

    /// The panel: what caused the last re-evaluation, then each view that ever evaluated, with
    /// its count in the last change (in bold) and its total.
    private func panelRows(width: Int, height: Int) -> [String] {
        let nameWidth = max(width - 12, 4)
        func row(_ name: String, _ last: String, _ total: String) -> String {
            " " + name.padded(to: nameWidth) + last.aligned(.trailing, in: 5) + total.aligned(.trailing, in: 6)
        }
        var lines = [row("re-evaluated", "last", "total"), " after: " + lastCause]
        if lastCounts.isEmpty { lines.append(" (no view re-evaluated)") }
        for name in totals.keys.sorted() {
            let last = lastCounts[name].map(String.init) ?? ""
            let line = row(name, last, String(totals[name]!))
            lines.append(last.isEmpty ? line : "\u{1B}[1m" + line.padded(to: width) + "\u{1B}[0m")
        }
        return (0..<height).map { index in
            index < lines.count ? (lines[index].contains("\u{1B}") ? lines[index] : lines[index].padded(to: width)) : ""
        }
    }
}
#endif
