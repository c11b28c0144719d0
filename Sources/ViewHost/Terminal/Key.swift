// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
/// A key press, decoded from the bytes a terminal sends in raw mode.
enum Key: Equatable {
    case character(Character)
    case enter, tab, backTab, up, down, left, right, backspace, escape
    /// Ctrl-C or Ctrl-D: always quits, even while typing into a field.
    case interrupt

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
            case 0x1B where index < bytes.count && bytes[index] == UInt8(ascii: "["):
                let final = index + 1 < bytes.count ? bytes[index + 1] : 0
                index += 2
                key = [UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
                       UInt8(ascii: "D"): .left, UInt8(ascii: "Z"): .backTab][final]
            case 0x1B: key = .escape
            case 0x0D, 0x0A: key = .enter
            case 0x09: key = .tab
            case 0x7F, 0x08: key = .backspace
            case 0x03, 0x04: key = .interrupt
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
}
#endif
