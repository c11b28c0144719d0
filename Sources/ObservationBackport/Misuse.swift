#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reports a programming mistake on standard error instead of stopping the process.
func misuse(_ message: String) {
    let line = "ObservationBackport: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
