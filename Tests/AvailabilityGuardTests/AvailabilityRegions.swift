/// The parts of a file that run only on newer OS versions: a declaration marked
/// `@available(iOS 17, …)` (with its body), the body of `if #available(…)`, and the rest of the
/// block after `guard #available(…) else { … }`.
struct AvailabilityRegions {
    private struct Region {
        let range: Range<Int>
        let minimum: PlatformVersions
    }

    private var regions: [Region] = []

    init(_ code: CodeText) {
        var index = 0
        while index < code.bytes.count {
            if code.hasPrefix("@available(", at: index) {
                let open = index + "@available".utf8.count
                let close = code.matchingClose(of: open)
                if let minimum = Self.versions(in: code, from: open + 1, to: close) {
                    regions.append(Region(range: close..<Self.declarationEnd(in: code, after: close), minimum: minimum))
                }
                index = close
            } else if code.hasPrefix("#available(", at: index) {
                let open = index + "#available".utf8.count
                let close = code.matchingClose(of: open)
                if let minimum = Self.versions(in: code, from: open + 1, to: close),
                    let range = Self.guardedRange(in: code, condition: index, after: close)
                {
                    regions.append(Region(range: range, minimum: minimum))
                }
                index = close
            } else {
                index += 1
            }
        }
    }

    /// The lowest version of each platform that code at `offset` can run on.
    func minimum(at offset: Int, floor: PlatformVersions) -> PlatformVersions {
        var result = floor
        for region in regions where region.range.contains(offset) {
            result.merge(region.minimum) { Swift.max($0, $1) }
        }
        return result
    }

    /// The platforms and versions an availability list raises: `iOS 17, macOS 14, *` or the long
    /// form `iOS, introduced: 17`. `nil` for lists that raise nothing (`*, unavailable`,
    /// `swift 5`, `*, deprecated`).
    private static func versions(in code: CodeText, from start: Int, to end: Int) -> PlatformVersions? {
        let text = String(decoding: code.bytes[start..<end], as: UTF8.self)
        let entries = text.split(separator: ",").map { $0.split(whereSeparator: \.isWhitespace) }
        var result: PlatformVersions = [:]
        if let first = entries.first, first.count == 1, let platform = ApplePlatform(rawValue: String(first[0])) {
            for entry in entries.dropFirst() where entry.first == "introduced:" && entry.count == 2 {
                result[platform] = OSVersion(parsing: entry[1])
            }
        } else {
            for entry in entries where entry.count == 2 {
                if let platform = ApplePlatform(rawValue: String(entry[0])), let version = OSVersion(parsing: entry[1]) {
                    result[platform] = version
                }
            }
        }
        return result.isEmpty ? nil : result
    }

    /// Where the declaration that follows an attribute ending at `start` ends: after its body if
    /// it has one, else at the end of its line.
    private static func declarationEnd(in code: CodeText, after start: Int) -> Int {
        var index = start + 1
        var depth = 0
        var sawKeyword = false
        while index < code.bytes.count {
            let byte = code.bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return code.matchingClose(of: index) + 1
            case UInt8(ascii: "}") where depth == 0: return index
            case UInt8(ascii: "\n") where depth == 0 && sawKeyword:
                let next = code.skipSpace(from: index)
                let continues = ["{", "where", "throws", "rethrows", "async", "->", "."].contains { code.hasPrefix($0, at: next) }
                if !continues { return index }
            default:
                if depth == 0, !sawKeyword, index == 0 || !CodeText.isIdentifier(code.bytes[index - 1]) {
                    sawKeyword = declarationKeywords.contains { keyword in
                        code.hasPrefix(keyword, at: index)
                            && !CodeText.isIdentifier(code.bytes[Swift.min(index + keyword.utf8.count, code.bytes.count - 1)])
                    }
                }
            }
            index += 1
        }
        return code.bytes.count
    }

    private static let declarationKeywords = [
        "func", "var", "let", "struct", "class", "enum", "actor", "extension", "typealias", "init", "subscript",
        "protocol", "case", "deinit", "macro", "associatedtype",
    ]

    /// For `if #available(…) {`, the braces that follow; for `guard #available(…) else { … }`,
    /// the rest of the enclosing block.
    private static func guardedRange(in code: CodeText, condition: Int, after close: Int) -> Range<Int>? {
        var lineStart = condition
        while lineStart > 0, code.bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let statement = String(decoding: code.bytes[lineStart..<condition], as: UTF8.self)
        guard let open = code.bytes[close...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let blockEnd = code.matchingClose(of: open)
        if statement.contains("guard") {
            var depth = 0
            var index = blockEnd + 1
            while index < code.bytes.count {
                if code.bytes[index] == UInt8(ascii: "{") { depth += 1 }
                if code.bytes[index] == UInt8(ascii: "}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                index += 1
            }
            return blockEnd..<index
        }
        return open..<blockEnd
    }
}
