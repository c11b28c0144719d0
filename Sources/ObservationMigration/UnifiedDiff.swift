/// A unified diff (`diff -u` format, three lines of context) of two texts, for the dry run.
public enum UnifiedDiff {
    /// Empty when the texts are equal.
    public static func make(from old: String, to new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let operations = [Operation](repeating: .same, count: prefix)
            + middle(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
            + [Operation](repeating: .same, count: suffix)
        return "--- a/\(path)\n+++ b/\(path)\n" + hunks(operations, a, b)
    }

    private enum Operation { case same, delete, insert }

    /// Lines with their terminators, so that a missing final newline shows.
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            result.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The edit script of two line lists from their longest common subsequence.
    private static func middle(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                operations.append(.same); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                operations.append(.delete); i += 1
            } else {
                operations.append(.insert); j += 1
            }
        }
        return operations
    }

    private static func hunks(_ operations: [Operation], _ a: [Substring], _ b: [Substring]) -> String {
        let context = 3
        let changed = operations.indices.filter { operations[$0] != .same }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...range.upperBound
            } else {
                groups.append(range)
            }
        }
        // Line numbers of a and b before each operation.
        var aLine = [Int](), bLine = [Int]()
        var i = 0, j = 0
        for operation in operations {
            aLine.append(i); bLine.append(j)
            if operation != .insert { i += 1 }
            if operation != .delete { j += 1 }
        }
        var output = ""
        for group in groups {
            let ops = group.map { operations[$0] }
            let aCount = ops.filter { $0 != .insert }.count, bCount = ops.filter { $0 != .delete }.count
            let aStart = aCount == 0 ? aLine[group.lowerBound] : aLine[group.lowerBound] + 1
            let bStart = bCount == 0 ? bLine[group.lowerBound] : bLine[group.lowerBound] + 1
            output += "@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@\n"
            for index in group {
                switch operations[index] {
                case .same: output += " " + line(a[aLine[index]])
                case .delete: output += "-" + line(a[aLine[index]])
                case .insert: output += "+" + line(b[bLine[index]])
                }
            }
        }
        return output
    }

    private static func line(_ text: Substring) -> String {
        text.hasSuffix("\n") ? String(text) : text + "\n\\ No newline at end of file\n"
    }
}
