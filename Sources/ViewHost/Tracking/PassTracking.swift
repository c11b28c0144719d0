@_spi(SwiftUI) @_spi(AccessCollection) import ObservationBackport
import Dispatch

/// One tracked method of a UIKit or AppKit host — its property update, its layout, its drawing —
/// run in the view's layout or display pass, as UIKit tracks `updateProperties()` and
/// `layoutSubviews()` from iOS 26: what the last run read is observed, and the first change to
/// one of those properties marks the method as needing to run again and asks for a pass
/// (`setNeedsLayout()`, `setNeedsDisplay()`).
///
/// Guarantees, whichever threads write:
/// - at most one observer: each run installs a one-shot tracking in place of the previous one,
///   which it cancels after the install (so a change made while the method runs, after it read
///   the property, still counts), or whose observer it reuses once that has fired; releasing
///   this tracking (and so its view) cancels it;
/// - the first change asks for a pass before its new value is stored (willSet); a run that reads
///   the property before the store is asked for again once it is stored (the engine's one-shot
///   guarantee), so no run is left showing the old value;
/// - a burst of changes marks the method once and asks for one pass, on the main thread: at once
///   when the change is made there (so a change made during a pass, by a parent's update say,
///   is handled in that same pass), else through the main queue, whose block reaches the
///   requester weakly (a view released meanwhile is not asked for anything);
/// - `runIfNeeded` runs the method at most once per request.
///
/// Thread story: main-actor state (its own and its `PassRequest`'s), but for the observer
/// callback, which runs on the writing thread and reaches the main actor as above. The stored
/// properties are only ever touched there, by methods that do not re-enter while they access
/// one, so they skip Swift's dynamic exclusivity checks.
///
/// Public as the type of `ObservedPropertiesUpdating._propertyUpdate`; its members are SPI
/// (`TrackedPasses`), which drives a tracked pass without a view, as a measurement of its update
/// cycle does.
@MainActor public final class PassTracking {
    /// Whether the method must run, and whom to ask for the pass: what the observer callback
    /// reaches, which holds it strongly.
    private let request: PassRequest
    /// What the last run read, observed until the first change to it or the next run.
    @exclusivity(unchecked) private var current: ObservationTracking._OneShotHandle?
    /// The observer callback, made once and shared by every run's tracking.
    private let onChange: @Sendable () -> Void

    /// - Parameters:
    ///   - pass: the pass that runs the method.
    ///   - requester: schedules that pass (on the main thread); held weakly.
    @_spi(TrackedPasses) public init(requesting pass: RequestedPass, from requester: any PassRequesting) {
        let request = PassRequest(pass, from: requester)
        self.request = request
        onChange = {
            if MainActorThread.isCurrent {
                MainActorCall.setNeedsRun(request)
            } else {
                DispatchQueue.main.async { request.setNeedsRun() }
            }
        }
    }

    deinit {
        current?.cancel()
    }

    /// Runs `method` now, observing what it reads instead of what the previous run read.
    @_spi(TrackedPasses) public func run<T>(_ method: () -> T) -> T {
        #if (canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB || VIEWHOST_UIKIT_STUB || VIEWHOST_APPKIT_STUB) && DEBUG
        UntrackedReadDiagnostic.startWatchingViewUpdates()  // reads in layout code outside the hosts
        #endif
        request.needsRun = false
        return ObservationTracking._trackOnce(method, replacing: &current, onChange: onChange)
    }

    /// Runs `method` if a change or `setNeedsRun()` asked for it since it last ran.
    @_spi(TrackedPasses) public func runIfNeeded(_ method: () -> Void) {
        if request.needsRun { run(method) }
    }

    /// Marks the method as needing to run, and asks for a pass unless one was asked for already.
    @_spi(TrackedPasses) public func setNeedsRun() {
        request.setNeedsRun()
    }
}

/// Whether a tracked method must run, and the requester to ask for its pass when it comes to.
/// Its own object, held strongly by the tracking and its observer callback (and by a main-queue
/// block that a change on another thread leaves), not reached through a weak reference to the
/// tracking: a weak reference moves an object's reference counts to a side table, which every
/// retain and release of it then pays. The requester (which holds the tracking) is the one weak
/// reference: once it is gone, nothing is asked for.
@MainActor private final class PassRequest {
    @exclusivity(unchecked) var needsRun = true
    private let pass: RequestedPass
    /// The view or controller. A protocol rather than a main-actor closure: below iOS 15 a stored
    /// main-actor function type needs a back-deployment shim for its reflection metadata.
    private weak var requester: (any PassRequesting)?

    init(_ pass: RequestedPass, from requester: any PassRequesting) {
        self.pass = pass
        self.requester = requester
    }

    func setNeedsRun() {
        guard !needsRun else { return }
        needsRun = true
        requester?.requestPass(pass)
    }
}

/// The pass that runs a tracked method.
@_spi(TrackedPasses) public enum RequestedPass: Sendable {
    /// The layout pass (`setNeedsLayout()`, `needsLayout`).
    case layout
    /// The display pass (`setNeedsDisplay()`).
    case display
}

/// What schedules the passes of a host's `PassTracking`: its view or view controller.
@_spi(TrackedPasses) @MainActor public protocol PassRequesting: AnyObject {
    /// Schedules `pass`, which will run the tracked method.
    func requestPass(_ pass: RequestedPass)
}

/// How a change made on the main thread reaches the main-actor request synchronously from the
/// nonisolated observer callback, which has just checked its thread (`MainActorThread`):
/// `setNeedsRun()` called as a plain function. `MainActor.assumeIsolated` or a `@preconcurrency`
/// conformance would ask the concurrency runtime for the current executor again at every change.
/// A main-actor function and a plain one have the same representation; the closure captures
/// nothing (as `ObservationBindable`'s projection, whose cast is the same).
private enum MainActorCall {
    static func setNeedsRun(_ request: PassRequest) {
        let isolated: @MainActor (PassRequest) -> Void = { $0.setNeedsRun() }
        unsafeBitCast(isolated, to: ((PassRequest) -> Void).self)(request)
    }
}
