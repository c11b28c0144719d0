import Foundation

// One rule for every target that links a program against this package's object files (the
// macro fuzzer, the documentation snippets' tests).

/// `-sanitize=…` for a program linking `objects` that were built with a sanitizer (`swift test
/// --sanitize=thread` or `address`): such a program needs that sanitizer's runtime, or it fails
/// to link. Empty when no object refers to a sanitizer's entry points. Throws when an object
/// cannot be read.
package func sanitizerArguments(linking objects: [String]) throws -> [String] {
    let markers = [("__tsan_", "thread"), ("__asan_", "address")]
    for object in objects {
        let data = try Data(contentsOf: URL(fileURLWithPath: object))
        if let (_, sanitizer) = markers.first(where: { data.range(of: Data($0.0.utf8)) != nil }) {
            return ["-sanitize=\(sanitizer)"]
        }
    }
    return []
}
