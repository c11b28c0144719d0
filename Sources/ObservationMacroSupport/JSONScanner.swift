/// Reads the few fields the plugin needs from a JSON message in one pass, skipping the rest
/// without building it. A request for a class member carries the whole class
/// (`parentDeclSyntax`) and the build configuration (`staticBuildConfiguration`), neither of
/// which the macros use; decoding whole messages with Foundation's `JSONDecoder` cost more than
/// expanding them.
struct JSONScanner {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Calls `member` with each key of the object that starts here; `member` must read or
    /// `skipValue()` the key's value.
    mutating func object(_ member: (inout JSONScanner, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        repeat {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Calls `element` for each element of the array that starts here; it must read the value.
    mutating func array(_ element: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        repeat { try element(&self) } while try separator(closing: UInt8(ascii: "]"))
    }

    /// Whether the value here is `null` (then read).
    mutating func null() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func integer() throws -> Int {
        _ = try peek()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard let value = Int(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Malformed() }
        return value
    }

    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        // Fast path: no escapes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try unescape(into: &utf8)
            default:
                utf8.append(byte)
            }
        }
        throw Malformed()
    }

    /// Skips the value that starts here, whatever it is.
    mutating func skipValue() throws {
        switch try peek() {
        case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { throw Malformed() }
            index += 1
        case UInt8(ascii: "{"):
            try object { scanner, _ in try scanner.skipValue() }
        case UInt8(ascii: "["):
            try array { try $0.skipValue() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try number()
        }
    }

    /// After a value: true after a comma, false at the closing bracket (both read).
    private mutating func separator(closing: UInt8) throws -> Bool {
        let byte = try peek()
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing else { throw Malformed() }
        return false
    }

    private mutating func number() throws -> Double {
        _ = try peek()
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Malformed() }
        return value
    }

    private mutating func unescape(into utf8: inout [UInt8]) throws {
        guard index < bytes.count else { throw Malformed() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0c)
        case UInt8(ascii: "n"): utf8.append(0x0a)
        case UInt8(ascii: "r"): utf8.append(0x0d)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xd800..<0xdc00).contains(scalar), bytes[index...].starts(with: "\\u".utf8) {
                index += 2
                let low = try hex4()
                guard (0xdc00..<0xe000).contains(low) else { throw Malformed() }
                scalar = 0x10000 + ((scalar - 0xd800) << 10) + (low - 0xdc00)
            }
            utf8 += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        default:
            throw Malformed()
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw Malformed() }
        index += 4
        return value
    }

    private mutating func literal(_ word: String) throws {
        guard bytes[index...].starts(with: word.utf8) else { throw Malformed() }
        index += word.utf8.count
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw Malformed() }
        index += 1
    }

    /// The next byte that is not white space (not read).
    private mutating func peek() throws -> UInt8 {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0a, 0x0d, 0x09: index += 1
            default: return bytes[index]
            }
        }
        throw Malformed()
    }
}
