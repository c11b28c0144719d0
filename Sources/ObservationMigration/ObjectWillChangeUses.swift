import DeclarationSyntax

/// The hand-written uses of `objectWillChange` that `@Observable` makes unnecessary, and so
/// that the migration rewrites:
///
/// - forwarding a child model's changes, `child.objectWillChange.sink { [weak self] _ in
///   self?.objectWillChange.send() }` (with `.receive(on:)` and `.store(in:)` around it): an
///   `@Observable` parent that holds an `@Observable` child needs none, since a view that reads
///   `parent.child.value` observes the child's property itself;
/// - announcing a change to a stored property that does not publish, `objectWillChange.send()`
///   followed by assignments to it: the property becomes tracked (no `@ObservationIgnored`),
///   which notifies its readers on each change;
/// - announcing a change in the setter of a computed property that keeps its value elsewhere
///   (`UserDefaults`): the getter calls `access(keyPath:)` and the setter's change runs in
///   `withMutation(keyPath:)`, as Apple documents for such properties.
///
/// Any other use keeps the model an `ObservableObject`, with a warning that says why.
struct ObjectWillChangeUse {
    enum Kind {
        /// `child.objectWillChange…sink { self?.objectWillChange.send() }` in `parent`.
        case forwarding(parent: String, child: String)
        /// `objectWillChange.send()` in `model`, followed by changes to `properties`.
        case announcement(model: String, properties: Set<String>)
        /// `objectWillChange.send()` in the setter of `property`, computed with a getter whose
        /// body starts at token `getterBody`; the setter's block closes at `setterClose`.
        case setter(model: String, property: String, getterBody: Int, getterReturns: Bool, setterClose: Int)
    }

    let kind: Kind
    let file: Int
    /// The whole statement's tokens, which the migration deletes with their lines.
    let statement: ClosedRange<Int>
}

extension ParsedFile {
    /// The forwarding statement whose `objectWillChange` (after a receiver other than `self`) is
    /// at `index`: its tokens and the receiver's name, when it has exactly the forwarding shape
    /// and stands alone on its lines.
    func forwardingStatement(at index: Int) -> (tokens: ClosedRange<Int>, receiver: String)? {
        guard index >= 2, source.isPunctuation(index - 1, "."), source.isIdentifier(index - 2) else { return nil }
        var start = index - 2
        let receiver = text(start)
        guard receiver != "self" else { return nil }
        if start >= 2, source.isPunctuation(start - 1, "."), source.isIdentifier(start - 2, "self") { start -= 2 }
        guard startsLine(start) else { return nil }
        var cursor = index + 1
        var forwards = false
        while source.isPunctuation(cursor, "."), source.isIdentifier(cursor + 1) {
            let name = text(cursor + 1)
            guard Self.forwardingChain.contains(name) else { return nil }
            cursor += 2
            if source.isPunctuation(cursor, "(") { cursor = source.skipGroup(at: cursor) }
            if source.isPunctuation(cursor, "{") {
                guard name == "sink", sendsOwnObjectWillChangeOnly(source.inside(groupAt: cursor)) else { return nil }
                forwards = true
                cursor = source.skipGroup(at: cursor)
            }
        }
        let last = cursor - 1
        let ends = cursor >= tokens.count || startsLine(cursor) || source.isPunctuation(cursor, ";")
        guard forwards, ends, last > index else { return nil }
        return (start...last, receiver)
    }

    /// The calls a forwarding chain may make.
    private static let forwardingChain: Set<String> = ["sink", "receive", "store"]

    /// A closure whose only effect is `self?.objectWillChange.send()` (or `self.`), with an
    /// optional capture list and parameter.
    private func sendsOwnObjectWillChangeOnly(_ closure: Range<Int>) -> Bool {
        let allowed: Set<String> = ["weak", "unowned", "self", "_", "in", "objectWillChange", "send"]
        let words = closure.filter { source.isIdentifier($0) }
        guard words.allSatisfy({ allowed.contains(text($0)) }) else { return false }
        return words.filter { source.isIdentifier($0, "objectWillChange") }.count == 1
            && words.contains { source.isIdentifier($0, "send") }
    }

    /// The statement `objectWillChange.send()` (or `self.`, `self?.`) whose `objectWillChange` is
    /// at `index`, when it stands alone on its line.
    func sendStatement(at index: Int) -> ClosedRange<Int>? {
        var start = index
        if source.isPunctuation(index - 1, ".") {
            if source.isIdentifier(index - 2, "self") {
                start = index - 2
            } else if source.isOperator(index - 2, "?"), source.isIdentifier(index - 3, "self") {
                start = index - 3
            } else {
                return nil
            }
        }
        guard source.isPunctuation(index + 1, "."), source.isIdentifier(index + 2, "send"), source.isPunctuation(index + 3, "("),
            source.isPunctuation(index + 4, ")"), startsLine(start)
        else { return nil }
        let next = index + 5
        guard next >= tokens.count || startsLine(next) || source.isPunctuation(next, ";") || source.isPunctuation(next, "}") else { return nil }
        return start...(index + 4)
    }

    /// The stored properties among `candidates` that the code after `statement`, up to the end
    /// of the block holding it, changes: `name = …`, `name += …`, `self.name[i] = …`,
    /// `name.append(…)` and the other mutating calls of the standard collections.
    func changedProperties(after statement: ClosedRange<Int>, among candidates: Set<String>) -> Set<String> {
        var depth = 0
        var blockEnd = tokens.count
        for index in (statement.upperBound + 1)..<tokens.count {
            if source.opensGroup(index) { depth += 1 }
            if source.isPunctuation(index, "}") || source.isPunctuation(index, ")") || source.isPunctuation(index, "]") {
                if depth == 0 { blockEnd = index; break }
                depth -= 1
            }
        }
        var changed: Set<String> = []
        for index in (statement.upperBound + 1)..<blockEnd where source.isIdentifier(index) && candidates.contains(text(index)) {
            let afterDot = source.isPunctuation(index - 1, ".")
            guard !afterDot || source.isIdentifier(index - 2, "self") else { continue }
            var next = index + 1
            if source.isPunctuation(next, "[") { next = source.skipGroup(at: next) }
            let assigns = Self.isAssignment(operatorText(at: next))
            let mutates = source.isPunctuation(next, ".") && source.isIdentifier(next + 1) && Self.mutatingMethods.contains(text(next + 1))
            if assigns || mutates { changed.insert(text(index)) }
        }
        return changed
    }

    /// The bytes that deleting `statement` removes: its whole lines (a comment after it
    /// included) when nothing else is on them, else its tokens and a `;` after them.
    func deletion(of statement: ClosedRange<Int>) -> Range<Int> {
        var start = tokens[statement.lowerBound].start
        var end = tokens[statement.upperBound].end
        var next = statement.upperBound + 1
        if source.isPunctuation(next, ";") {
            end = tokens[next].end
            next += 1
        }
        guard startsLine(statement.lowerBound), next >= tokens.count || startsLine(next) else { return start..<end }
        while start > 0, bytes[start - 1] == .space || bytes[start - 1] == .tab { start -= 1 }
        while end < bytes.count, bytes[end] != .newline { end += 1 }
        if end < bytes.count { end += 1 }
        return start..<end
    }

    /// The operator starting at `index` (the lexer makes a token of each character), or "".
    private func operatorText(at index: Int) -> String {
        var text = "", cursor = index
        while cursor < tokens.count, tokens[cursor].kind == .operator, cursor == index || !tokens[cursor].followsTrivia {
            text += self.text(cursor)
            cursor += 1
        }
        return text
    }

    private static func isAssignment(_ operator: String) -> Bool {
        `operator`.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(`operator`)
    }

    private static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "updateValue", "toggle",
        "formUnion", "formIntersection", "subtract", "sort", "reverse", "shuffle", "merge", "swapAt", "popLast",
    ]
}
