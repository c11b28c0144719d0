/// A replacement of a byte range of a file; an insertion when the range is empty.
package struct TextEdit {
    package let range: Range<Int>
    package let replacement: String

    package init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    package static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    package static func delete(_ range: Range<Int>) -> TextEdit {
        TextEdit(range: range, replacement: "")
    }
}

extension Array where Element == TextEdit {
    /// `bytes` with the edits applied, or nil when two edits overlap (a rewriter bug: applying
    /// them would corrupt the file). Insertions at one offset keep the order they were made in,
    /// and come before a replacement that starts there; an edit made twice applies once (two
    /// `#if` branches may declare the same property and ask for the same change).
    package func applied(to bytes: [UInt8]) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in ordered {
            guard edit.range.lowerBound >= cursor else { return nil }
            output += bytes[cursor..<edit.range.lowerBound]
            output += [UInt8](edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The edits in the order `applied(to:)` makes them, an edit made twice once.
    private var ordered: [TextEdit] {
        let sorted = enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }.map(\.element)
        var result: [TextEdit] = []
        for edit in sorted {
            if let previous = result.last, !edit.range.isEmpty, previous.range == edit.range, previous.replacement == edit.replacement { continue }
            result.append(edit)
        }
        return result
    }

    /// Where the byte at `offset` of the original is in the edited text: after the insertions
    /// made at it, at the start of the replacement of a range that holds it.
    package func editedOffset(of offset: Int) -> Int {
        var shift = 0
        for edit in ordered {
            if edit.range.isEmpty ? edit.range.lowerBound <= offset : edit.range.upperBound <= offset {
                shift += edit.replacement.utf8.count - edit.range.count
            } else if edit.range.contains(offset) {
                return edit.range.lowerBound + shift
            }
        }
        return offset + shift
    }
}
