// ViewHost's one use of the C library: standard error; and the lock, which is the engine's.
@_spi(Locking) import ObservationBackport
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes `text` to standard error at once (unbuffered), as diagnostics must.
@_spi(Diagnostics) public func writeToStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = write(STDERR_FILENO, bytes, bytes.count)
}

/// The package's one lock type, from the engine (see `_Locked`); the text view system's targets
/// use it too, through this SPI.
@_spi(Locking) public typealias Locked<Value> = ObservationBackport._Locked<Value>
