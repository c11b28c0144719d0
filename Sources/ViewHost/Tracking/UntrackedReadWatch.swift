@_spi(UntrackedReads) import ObservationBackport

/// How every ViewHost diagnostic learns which observable properties a thread reads outside all
/// tracking scopes — reads no host will ever be told changed. The SwiftUI, UIKit and AppKit
/// diagnostic watches the main thread's view-update phase (`begin`/`end`); the text host
/// watches each body it evaluates outside an `ObservationHost` (`reads(during:)`).
///
/// Built on the engine's read-outside-tracking observer, which exists in debug builds only: in
/// release builds nothing is watched and no read is reported.
///
/// Thread story: the engine keeps one observer per thread; each call affects the calling thread
/// only, and `observer` runs on it, outside every lock.
@_spi(Diagnostics) public enum UntrackedReadWatch {
    /// Sends the calling thread's untracked reads to `observer` until `end()`.
    public static func begin(_ observer: @escaping (AnyKeyPath) -> Void) {
        #if DEBUG
        _ = _UntrackedReadObserver.exchange(observer)
        #endif
    }

    /// Stops sending the calling thread's untracked reads anywhere.
    public static func end() {
        #if DEBUG
        _ = _UntrackedReadObserver.exchange(nil)
        #endif
    }

    /// Runs `body` and returns its untracked reads, in order (with repeats);
    /// the thread's observer is put back afterwards.
    public static func reads<T>(during body: () -> T) -> (result: T, reads: [AnyKeyPath]) {
        #if DEBUG
        var reads: [AnyKeyPath] = []
        let previous = _UntrackedReadObserver.exchange { reads.append($0) }
        let result = body()
        _ = _UntrackedReadObserver.exchange(previous)
        return (result, reads)
        #else
        return (body(), [])
        #endif
    }
}
