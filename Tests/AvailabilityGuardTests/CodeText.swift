/// A Swift source file with its comments and string literals blanked out (every character but a
/// newline becomes a space), so that the rules see only code and offsets still map to lines.
struct CodeText {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(source: String) {
        let bytes = Self.blankCommentsAndStrings(Array(source.utf8))
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid }
        }
        return low + 1
    }

    /// The offset of the bracket that closes the one at `open`, or `bytes.count` if none does.
    /// Only brackets of the same pair count; `->` never closes a `<`.
    func matchingClose(of open: Int) -> Int {
        let opener = bytes[open]
        let closer = Self.closers[opener]!
        var depth = 0
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if byte == opener {
                depth += 1
            } else if byte == closer, !(closer == UInt8(ascii: ">") && index > 0 && bytes[index - 1] == UInt8(ascii: "-")) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return bytes.count
    }

    /// The first offset at or after `offset` that is not white space.
    func skipSpace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index
    }

    func hasPrefix(_ text: String, at offset: Int) -> Bool {
        let utf8 = Array(text.utf8)
        return offset >= 0 && offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
    }

    static let closers: [UInt8: UInt8] = [
        UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
        UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "<"): UInt8(ascii: ">"),
    ]

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Blanks `//` and nested `/* */` comments and the contents of string literals (single-line,
    /// multi-line and raw), keeping interpolations' code out of the way too: the rules look for
    /// declarations and types, which a string or comment never is.
    private static func blankCommentsAndStrings(_ input: [UInt8]) -> [UInt8] {
        var output = input
        var index = 0
        func blank(_ range: Range<Int>) {
            for offset in range where output[offset] != UInt8(ascii: "\n") { output[offset] = UInt8(ascii: " ") }
        }
        func at(_ text: String, _ offset: Int) -> Bool {
            let utf8 = Array(text.utf8)
            return offset + utf8.count <= input.count && Array(input[offset..<offset + utf8.count]) == utf8
        }
        while index < input.count {
            if at("//", index) {
                let end = input[index...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
                blank(index..<end)
                index = end
            } else if at("/*", index) {
                var depth = 0
                var end = index
                repeat {
                    if at("/*", end) { depth += 1; end += 2 } else if at("*/", end) { depth -= 1; end += 2 } else { end += 1 }
                } while depth > 0 && end < input.count
                blank(index..<end)
                index = end
            } else if let end = stringLiteralEnd(input, from: index) {
                blank(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return output
    }

    /// If a string literal (`"…"`, `"""…"""`, raw `#"…"#`) starts at `start`, the offset just past
    /// it; interpolations are skipped whole, string literals nested in them included.
    private static func stringLiteralEnd(_ input: [UInt8], from start: Int) -> Int? {
        var quoteStart = start
        while quoteStart < input.count, input[quoteStart] == UInt8(ascii: "#") { quoteStart += 1 }
        guard quoteStart < input.count, input[quoteStart] == UInt8(ascii: "\"") else { return nil }
        let hashes = quoteStart - start
        let quoteLength = quoteStart + 2 < input.count && input[quoteStart + 1] == UInt8(ascii: "\"")
            && input[quoteStart + 2] == UInt8(ascii: "\"") ? 3 : 1
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let closing = Array(repeating: UInt8(ascii: "\""), count: quoteLength) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
            offset + pattern.count <= input.count && Array(input[offset..<offset + pattern.count]) == pattern
        }
        var index = quoteStart + quoteLength
        while index < input.count {
            if matches(escape, at: index) {
                index += escape.count
                guard index < input.count else { break }
                if input[index] == UInt8(ascii: "(") {
                    index = interpolationEnd(input, from: index)
                } else {
                    index += 1  // the escaped character
                }
            } else if matches(closing, at: index) {
                return index + closing.count
            } else {
                index += 1
            }
        }
        return input.count
    }

    /// The offset just past the `)` that closes the interpolation whose `(` is at `open`.
    private static func interpolationEnd(_ input: [UInt8], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < input.count {
            if let end = stringLiteralEnd(input, from: index) {
                index = end
                continue
            }
            if input[index] == UInt8(ascii: "(") { depth += 1 }
            if input[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return input.count
    }
}
