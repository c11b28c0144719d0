// Not part of Apple's Observation (whose SwiftUI collects access lists through private runtime
// state): SPI `AccessCollection`, for code that keeps a persistent tracking of what a closure read.

extension ObservationTracking {
    /// Runs `apply` and returns what it read, so that a view host can install a persistent
    /// tracking with `init(_:)` and `_installTracking(_:willSet:didSet:)` and keep its handle,
    /// to `cancel()` it when the view evaluates again or leaves the tree.
    ///
    /// Reads are also recorded in an enclosing tracking scope, as `withObservationTracking` does.
    @_spi(AccessCollection)
    public static func _collectAccesses<T>(_ apply: () -> T) -> (T, _AccessList?) {
        TrackingScope.collect(apply)
    }
}
