import Foundation

/// Waits, yielding the current actor, until `condition` holds; false after `seconds`.
@MainActor
func eventually(within seconds: Double = 10, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// Lets the main actor run whatever is queued (a few turns), for checks that nothing more happens.
@MainActor
func settle() async {
    for _ in 0..<20 { try? await Task.sleep(nanoseconds: 1_000_000) }
}
