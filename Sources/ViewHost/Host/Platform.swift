// ViewHost's one use of the C library outside the terminal front end (which imports it through
// Foundation): the lock and standard error.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes `text` to standard error at once (unbuffered), as diagnostics must.
func writeToStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = write(STDERR_FILENO, bytes, bytes.count)
}

/// A value guarded by a mutex: the only way to reach the value is `withLock`.
/// The mutex lives at a fixed heap address, as pthread requires.
final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
