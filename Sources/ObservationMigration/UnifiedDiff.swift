/// A unified diff (`diff -u` format, three lines of context) of two texts, for the dry run.
public enum UnifiedDiff {
    /// Empty when the texts are equal. `path` goes in the headers after `a/` and `b/` (after `a`
    /// and `b` when it is absolute).
    public static func make(from old: String, to new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let operations = middle(a[...], b[...])
        let separator = path.hasPrefix("/") ? "" : "/"
        return "--- a\(separator)\(path)\n+++ b\(separator)\(path)\n" + hunks(operations, a, b)
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

    /// The edit script of two line lists: patience diff (lines that occur once in each, in
    /// the longest run of the same order, are anchors), then the longest common subsequence
    /// between anchors, so that a long file with changes all through it stays fast.
    private static func middle(_ a: ArraySlice<Substring>, _ b: ArraySlice<Substring>) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[a.startIndex + prefix] == b[b.startIndex + prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.endIndex - 1 - suffix] == b[b.endIndex - 1 - suffix] {
            suffix += 1
        }
        let a = a[(a.startIndex + prefix)..<(a.endIndex - suffix)], b = b[(b.startIndex + prefix)..<(b.endIndex - suffix)]
        let anchors = uniqueAnchors(a, b)
        var operations = [Operation](repeating: .same, count: prefix)
        if anchors.isEmpty {
            operations += commonSubsequence(a, b)
        } else {
            var i = a.startIndex, j = b.startIndex
            for (anchorA, anchorB) in anchors {
                operations += middle(a[i..<anchorA], b[j..<anchorB]) + [.same]
                i = anchorA + 1
                j = anchorB + 1
            }
            operations += middle(a[i...], b[j...])
        }
        return operations + [Operation](repeating: .same, count: suffix)
    }

    /// Pairs of indices of lines that occur exactly once in `a` and once in `b`, the longest
    /// sequence of them in the same order in both.
    private static func uniqueAnchors(_ a: ArraySlice<Substring>, _ b: ArraySlice<Substring>) -> [(Int, Int)] {
        var counts: [Substring: (a: Int, b: Int, indexA: Int, indexB: Int)] = [:]
        for index in a.indices { counts[a[index], default: (0, 0, 0, 0)].a += 1; counts[a[index]]!.indexA = index }
        for index in b.indices { counts[b[index], default: (0, 0, 0, 0)].b += 1; counts[b[index]]!.indexB = index }
        let pairs = counts.values.filter { $0.a == 1 && $0.b == 1 }.map { ($0.indexA, $0.indexB) }.sorted { $0.0 < $1.0 }
        // Longest increasing subsequence of the b indices (patience sorting).
        var tails: [Int] = [], previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [(Int, Int)] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(pairs[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }

    /// The edit script from the longest common subsequence; a full replacement when the table
    /// would be too large (a region with no unique line in common).
    private static func commonSubsequence(_ a: ArraySlice<Substring>, _ b: ArraySlice<Substring>) -> [Operation] {
        guard a.count * b.count <= 4_000_000 else {
            return [Operation](repeating: .delete, count: a.count) + [Operation](repeating: .insert, count: b.count)
        }
        let a = Array(a), b = Array(b)
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
