#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the few fields the plugin needs from a JSON message in one pass, skipping the rest
/// without building it. A request for a class member carries the whole class
/// (`parentDeclSyntax`) and the build configuration (`staticBuildConfiguration`), neither of
/// which the macros use; decoding whole messages with Foundation's `JSONDecoder` cost more than
/// expanding them.
///
/// Nesting: a reader's `object` and `array` calls nest only as deep as the message types do;
/// whatever else a message holds is stepped over by `skipValue`, which does not recurse, so no
/// message can make the scan deeper than the types.
struct JSONScanner {
    struct Malformed: Error {}

    /// Read through a pointer, valid only inside `scan`: the plugin is built without
    /// optimization in debug builds, where an array subscript is a function call.
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private var index = 0
    /// Set by `stopReading()`: every open object and array returns at once.
    private var stopped = false

    private init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// Runs `read` with a scanner over `message`.
    static func scan<Value>(_ message: [UInt8], _ read: (inout JSONScanner) throws -> Value) throws -> Value {
        try message.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { throw Malformed() }
            var scanner = JSONScanner(base, count: buffer.count)
            return try read(&scanner)
        }
    }

    /// Ends the scan where it is: the reader has all it needs, and the rest of the message
    /// (often the largest part) need not be read, nor be well-formed.
    mutating func stopReading() { stopped = true }

    /// An object's key, compared with the names a reader expects (`case "macro":`) byte by
    /// byte, without building a string: every request has dozens.
    struct Key {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        /// Whether it holds an escape: then it matches no name (the compiler writes its keys
        /// plainly, so a key spelled with escapes is not one it sent).
        fileprivate let escaped: Bool

        static func ~= (name: StaticString, key: Key) -> Bool {
            !key.escaped && name.utf8CodeUnitCount == key.bytes.count
                && memcmp(name.utf8Start, key.bytes.baseAddress!, key.bytes.count) == 0
        }

        /// The key as text, escapes as written.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Calls `member` with each key of the object that starts here; `member` must read or
    /// `skipValue()` the key's value, or stop reading. The key is valid only during the call.
    mutating func object(_ member: (inout JSONScanner, Key) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        repeat {
            try expect(UInt8(ascii: "\""))
            let (end, escaped) = try stringEnd(from: index)
            let key = Key(bytes: UnsafeBufferPointer(start: bytes + index, count: end - index), escaped: escaped)
            index = end + 1
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
            if stopped { return }
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Calls `element` for each element of the array that starts here; it must read the value.
    mutating func array(_ element: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        repeat {
            try element(&self)
            if stopped { return }
        } while try separator(closing: UInt8(ascii: "]"))
    }

    /// Whether the value here is `null` (then read).
    mutating func null() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Digit by digit rather than through `Int(String)`: every request carries a few.
    mutating func integer() throws -> Int {
        _ = try peek()
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < count, bytes[index] &- UInt8(ascii: "0") < 10 {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
            guard !overflow, !carry else { throw Malformed() }
            value = sum
            index += 1
        }
        guard index > start else { throw Malformed() }
        return negative ? -value : value
    }

    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        let (end, escaped) = try stringEnd(from: start)
        index = end + 1
        guard escaped else { return text(start..<end) }
        // Copied in runs between escapes: the plugin is built without optimization in debug
        // builds, where a loop per byte costs more than all the rest of an expansion.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var position = start
        while position < end {
            let backslash = find(UInt8(ascii: "\\"), from: position, before: end) ?? end
            utf8.append(contentsOf: UnsafeBufferPointer(start: bytes + position, count: backslash - position))
            guard backslash < end else { break }
            position = try unescape(at: backslash + 1, into: &utf8)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The index of the quote that ends the string whose contents start at `start`, and whether
    /// the contents hold an escape.
    private func stringEnd(from start: Int) throws -> (end: Int, escaped: Bool) {
        var position = start
        while let quote = find(UInt8(ascii: "\""), from: position, before: count) {
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 {
                return (quote, find(UInt8(ascii: "\\"), from: start, before: quote) != nil)
            }
            position = quote + 1
        }
        throw Malformed()
    }

    /// The first index of `byte` in `position..<end`, found by `memchr`.
    private func find(_ byte: UInt8, from position: Int, before end: Int) -> Int? {
        guard position < end else { return nil }
        guard let found = memchr(bytes + position, Int32(byte), end - position) else { return nil }
        return UnsafeRawPointer(bytes).distance(to: UnsafeRawPointer(found))
    }

    /// Skips the value that starts here, whatever it is and however deeply it nests. The
    /// containers it is inside are kept on a stack of their closing brackets, not by recursion:
    /// a request nested a million levels deep costs memory in proportion to its size, never the
    /// thread's stack.
    mutating func skipValue() throws {
        var closers: [UInt8] = []
        while true {
            switch try peek() {
            case UInt8(ascii: "\""):
                index = try stringEnd(from: index + 1).end + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let closer = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                index += 1
                if try peek() == closer {
                    index += 1
                } else {
                    closers.append(closer)
                    if closer == UInt8(ascii: "}") { try skipKey() }
                    continue
                }
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: try skipNumber()
            }
            // A value ended: close the containers that end with it, up to one that goes on.
            while let closer = closers.last {
                if try separator(closing: closer) {
                    if closer == UInt8(ascii: "}") { try skipKey() }
                    break
                }
                closers.removeLast()
            }
            if closers.isEmpty { return }
        }
    }

    /// Steps over an object's key and the colon after it.
    private mutating func skipKey() throws {
        try expect(UInt8(ascii: "\""))
        index = try stringEnd(from: index).end + 1
        try expect(UInt8(ascii: ":"))
    }

    /// After a value: true after a comma, false at the closing bracket (both read).
    private mutating func separator(closing: UInt8) throws -> Bool {
        let byte = try peek()
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing else { throw Malformed() }
        return false
    }

    /// Steps over a number without converting it (every request carries several that no
    /// macro reads); only the characters a number may hold are accepted.
    private mutating func skipNumber() throws {
        let start = index
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                guard index > start else { throw Malformed() }
                return
            }
        }
        guard index > start else { throw Malformed() }
    }

    /// Appends the character escaped at `position` (after the backslash); returns the index
    /// after the escape.
    private func unescape(at position: Int, into utf8: inout [UInt8]) throws -> Int {
        guard position < count else { throw Malformed() }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0c)
        case UInt8(ascii: "n"): utf8.append(0x0a)
        case UInt8(ascii: "r"): utf8.append(0x0d)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(at: position + 1)
            var next = position + 5
            if (0xd800..<0xdc00).contains(scalar), next + 1 < count, bytes[next] == UInt8(ascii: "\\"),
                bytes[next + 1] == UInt8(ascii: "u")
            {
                let low = try hex4(at: next + 2)
                guard (0xdc00..<0xe000).contains(low) else { throw Malformed() }
                scalar = 0x10000 + ((scalar - 0xd800) << 10) + (low - 0xdc00)
                next += 6
            }
            utf8 += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            return next
        default:
            throw Malformed()
        }
        return position + 1
    }

    private func hex4(at position: Int) throws -> UInt32 {
        guard position + 4 <= count,
            let value = UInt32(text(position..<(position + 4)), radix: 16)
        else { throw Malformed() }
        return value
    }

    private mutating func literal(_ word: String) throws {
        guard index + word.utf8.count <= count, text(index..<(index + word.utf8.count)) == word else { throw Malformed() }
        index += word.utf8.count
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count), as: UTF8.self)
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw Malformed() }
        index += 1
    }

    /// The next byte that is not white space (not read).
    private mutating func peek() throws -> UInt8 {
        while index < count {
            switch bytes[index] {
            case 0x20, 0x0a, 0x0d, 0x09: index += 1
            default: return bytes[index]
            }
        }
        throw Malformed()
    }
}
