#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the plugin's answers as JSON, by hand: the counterpart of `JSONScanner`. Foundation's
/// `JSONEncoder` cost the plugin more than some expansions, and loading Foundation cost each
/// plugin process more than its first answers. Strings are copied in runs between the bytes
/// JSON escapes, found by `strcspn` (the plugin is built without optimization in debug builds,
/// where a loop per byte is slow).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    /// `{ … }`, whose members `members` writes with `member(_:_:)`.
    mutating func object(_ members: (inout ObjectWriter) -> Void) {
        var object = ObjectWriter(writer: self)
        bytes = []
        object.writer.bytes.append(UInt8(ascii: "{"))
        members(&object)
        object.writer.bytes.append(UInt8(ascii: "}"))
        self = object.writer
    }

    /// `[ … ]`, one element per item of `elements`.
    mutating func array<Elements: Sequence>(_ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func integer(_ value: Int) {
        bytes += Array(String(value).utf8)
    }

    mutating func null() {
        bytes += Array("null".utf8)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        let count = value.utf8.count
        // A C string whose terminating NUL bounds `strcspn`; a NUL inside the text stops it
        // too, and is escaped like the other control characters.
        Self.escaped.withUnsafeBufferPointer { reject in
            value.withCString { text in
                var position = 0
                while true {
                    let run = strcspn(text + position, reject.baseAddress!)
                    text.withMemoryRebound(to: UInt8.self, capacity: count + 1) { utf8 in
                        bytes.append(contentsOf: UnsafeBufferPointer(start: utf8 + position, count: run))
                        if position + run < count { appendEscaped(utf8[position + run]) }
                    }
                    position += run + 1
                    guard position <= count else { break }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes JSON escapes in a string, as a C string for `strcspn`: the quote, the
    /// backslash and the control characters.
    private static let escaped: [CChar] = [CChar(UInt8(ascii: "\"")), CChar(UInt8(ascii: "\\"))] + (1..<0x20).map { CChar($0) } + [0]

    /// One byte at a time: an array literal costs an allocation in a debug build.
    private mutating func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0a: bytes.append(UInt8(ascii: "n"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0d: bytes.append(UInt8(ascii: "r"))
        default:
            let hex = "0123456789abcdef".utf8
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(hex[hex.index(hex.startIndex, offsetBy: Int(byte >> 4))])
            bytes.append(hex[hex.index(hex.startIndex, offsetBy: Int(byte & 0x0f))])
        }
    }

    /// Writes the members of one object, separated by commas.
    struct ObjectWriter {
        fileprivate var writer: JSONWriter
        private var first = true

        fileprivate init(writer: JSONWriter) { self.writer = writer }

        mutating func member(_ key: String, _ value: (inout JSONWriter) -> Void) {
            if !first { writer.bytes.append(UInt8(ascii: ",")) }
            first = false
            writer.string(key)
            writer.bytes.append(UInt8(ascii: ":"))
            value(&writer)
        }
    }
}
