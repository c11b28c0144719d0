/// Tracks access to properties of observable objects.
///
/// Runs `apply` at once and records every tracked property it reads (including reads made in
/// nested `withObservationTracking` calls). The first time one of them is about to change,
/// `onChange` runs — once, synchronously on the mutating thread, before the new value is stored
/// — and the tracking ends. When `apply` reads nothing, `onChange` is not even evaluated.
///
/// Unlike Apple's Observation, whose `onChange` fires again (until the stack overflows) when it
/// writes the very property it observed, the backport ends the tracking before calling it.
///
/// No change is lost while the tracking is being set up, beyond Apple's guarantee: when another
/// thread changes a property after `apply` read it and before the tracking is installed,
/// `onChange` runs right after `apply` returns (on this thread); when the change was between
/// its `willSet` and its store as `apply` read the property, `onChange` runs once the new value
/// is stored (on the writing thread). A change made by `apply`'s own thread does not fire it.
///
/// Deprecated where the deployment target already has Apple's Observation (iOS 17, macOS 14,
/// tvOS 17, watchOS 10, visionOS): the warning says to switch the file's import.
@available(iOS, deprecated: 17, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(macOS, deprecated: 14, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(tvOS, deprecated: 17, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(watchOS, deprecated: 10, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(visionOS, deprecated: 1, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
public func withObservationTracking<T>(
    _ apply: () -> T,
    onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
    // Closed in a `defer`, so that `apply`'s result is returned straight.
    let scope = TrackingScope.Open()
    defer { scope.close { collector in ObservationTracking.installOneShot(onChange(), readIn: collector) } }
    return apply()
}

/// Tracks access to properties and calls `willSet` before and `didSet` after every change to
/// them, until the `ObservationTracking` passed to the callbacks is cancelled.
@_spi(SwiftUI)
public func withObservationTracking<T>(
    _ apply: () -> T,
    willSet: @escaping @Sendable (ObservationTracking) -> Void,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
) -> T {
    installPersistentTracking(apply, willSet: willSet, didSet: didSet)
}

/// Tracks access to properties and calls `willSet` before every change to them, until cancelled.
@_spi(SwiftUI)
public func withObservationTracking<T>(
    _ apply: () -> T,
    willSet: @escaping @Sendable (ObservationTracking) -> Void
) -> T {
    installPersistentTracking(apply, willSet: willSet, didSet: nil)
}

/// Tracks access to properties and calls `didSet` after every change to them, until cancelled.
@_spi(SwiftUI)
public func withObservationTracking<T>(
    _ apply: () -> T,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
) -> T {
    installPersistentTracking(apply, willSet: nil, didSet: didSet)
}

private func installPersistentTracking<T>(
    _ apply: () -> T,
    willSet: (@Sendable (ObservationTracking) -> Void)?,
    didSet: (@Sendable (ObservationTracking) -> Void)?
) -> T {
    let (result, list) = TrackingScope.collect(apply)
    ObservationTracking._installTracking(ObservationTracking(list), willSet: willSet, didSet: didSet)
    return result
}
