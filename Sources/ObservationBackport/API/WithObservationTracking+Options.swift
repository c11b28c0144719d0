import ObservationBackportAtomics

/// Tracks access to properties and reports the first change to any of them, edge by edge, as
/// `options` asks (SE-0506).
///
/// Runs `apply` at once and observes every observable property it reads. `onChange` is then
/// called, synchronously on the thread that makes the change, for:
/// - `.willSet`: before the first change's new value is stored;
/// - `.didSet`: after it is stored;
/// - `.deinit`: when an object `apply` read is deinitialized (once per object).
///
/// The tracking is one-shot: it ends after the willSet event unless `.didSet` was asked, then
/// after the didSet event; a deinit event does not end it. `event.cancel()` ends it at once: a
/// cancel at willSet means no didSet follows. A change made while `apply` still runs, to a
/// property it already read, is reported right after `apply` returns.
///
/// Deprecated where the deployment target already has Apple's Observation with SE-0506 (iOS,
/// macOS, tvOS, watchOS and visionOS 27): the warning says to switch the file's import.
@available(iOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(macOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(tvOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(watchOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(visionOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
public func withObservationTracking<Result: ~Copyable, Failure: Error>(
    options: ObservationTracking.Options,
    _ apply: () throws(Failure) -> Result,
    onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
) throws(Failure) -> Result {
    var installed: Observer?
    return try ObservationTracking.track(options: options, apply, onChange: onChange, installed: &installed)
}

extension ObservationTracking {
    /// `withObservationTracking(options:_:onChange:)`, also handing back the installed tracking
    /// (in `installed`; nil when `apply` read nothing), which a continuous observation cancels
    /// when it is cancelled.
    static func track<Result: ~Copyable, Failure: Error>(
        options: Options,
        _ apply: () throws(Failure) -> Result,
        onChange: @escaping @Sendable (borrowing Event) -> Void,
        installed: inout Observer?
    ) throws(Failure) -> Result {
        let observer = Observer.make(.events(EventCallbacks(options: options, onChange: onChange)))
        let (willSet, didSet, `deinit`) = (options.contains(.willSet), options.contains(.didSet), options.contains(.deinit))
        var changedDuringApply: AnyKeyPath?
        let result = try TrackingScope.collect(datingEachRead: true, apply) { collector in
            installed = observer
            let thread = observation_backport_thread_token()
            collector.pointee.forEachEntry { entry in
                let changed = ObservationStorage.install(
                    events: observer, willSet: willSet, didSet: didSet, deinit: `deinit`, onEntryAt: entry, readOn: thread)
                changedDuringApply = changedDuringApply ?? changed
            }
        }
        // A property written after `apply` read it: its first event, now.
        if let changedDuringApply { (observer.willSetCall(changedDuringApply) ?? observer.didSetCall(changedDuringApply))?.run() }
        return result
    }
}
