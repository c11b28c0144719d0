// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import TextViews
extension Key {
    /// Decodes one `read` worth of bytes, which may hold several keys.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            keys += String(decoding: text, as: UTF8.self).map(Key.character)
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let key: Key?
            switch byte {
            case 0x1B where index < bytes.count && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")):
                key = escapeSequence(bytes, from: &index)
            case 0x1B: key = .escape
            case 0x0D, 0x0A: key = .enter
            case 0x09: key = .tab
            case 0x7F, 0x08: key = .backspace
            case 0x03: key = .interrupt
            case 0x04: key = .endOfInput
            case 0x01...0x1A: key = .control(Character(Unicode.Scalar(byte + 0x60)))
            case ..<0x20: key = nil
            default:
                text.append(byte)
                continue
            }
            flushText()
            if let key { keys.append(key) }
        }
        flushText()
        return keys
    }

    /// A CSI (`ESC [ params final`) or SS3 (`ESC O final`) sequence; `index` is at its `[` or `O`.
    private static func escapeSequence(_ bytes: [UInt8], from index: inout Int) -> Key? {
        index += 1
        var parameter = 0
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
            if let digit = Int(exactly: bytes[index]).map({ $0 - 0x30 }), (0...9).contains(digit) {
                parameter = parameter * 10 + digit
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let final = bytes[index]
        index += 1
        switch UnicodeScalar(final) {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        case "~":
            switch parameter {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            default: return nil
            }
        default: return nil
        }
    }
}
#endif
