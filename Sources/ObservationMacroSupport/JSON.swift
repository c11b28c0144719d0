#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Answers as JSON through Foundation's encoder (FoundationEssentials on Linux: no ICU to load).
/// Requests are read with `JSONScanner`.
enum JSON {
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(value))
    }
}
