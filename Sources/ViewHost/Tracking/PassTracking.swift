@_spi(SwiftUI) @_spi(AccessCollection) import ObservationBackport
import Dispatch

/// One tracked method of a UIKit or AppKit host — its property update, its layout, its drawing —
/// run in the view's layout or display pass, as UIKit tracks `updateProperties()` and
/// `layoutSubviews()` from iOS 26: what the last run read is observed, and the first change to
/// one of those properties marks the method as needing to run again and asks for a pass
/// (`setNeedsLayout()`, `setNeedsDisplay()`).
///
/// Guarantees, whichever threads write:
/// - at most one observer: each run installs a one-shot tracking, then cancels the previous one
///   (so a change made while the method runs, after it read the property, still counts);
///   releasing this tracking (and so its view) cancels it;
/// - the first change asks for a pass before its new value is stored (willSet); a run that reads
///   the property before the store is asked for again once it is stored (the engine's one-shot
///   guarantee), so no run is left showing the old value;
/// - a burst of changes marks the method once and asks for one pass, on the main thread: at once
///   when the change is made there (so a change made during a pass, by a parent's update say,
///   is handled in that same pass), else through the main queue, which holds this tracking
///   weakly (a view released meanwhile is not asked for anything);
/// - `runIfNeeded` runs the method at most once per request.
///
/// Thread story: main-actor state, but for the observer callback, which runs on the writing
/// thread and reaches the main actor as above. Its stored properties are only ever touched there,
/// by methods that do not re-enter while they access one, so they skip Swift's dynamic
/// exclusivity checks.
///
/// SPI `TrackedPasses`: drives a tracked pass without a view, as a measurement of its update
/// cycle does.
@_spi(TrackedPasses) @MainActor public final class PassTracking {
    /// Whether the method must run at the next pass: a property it read changed, or it never ran.
    @exclusivity(unchecked) private(set) var needsRun = true
    private let pass: RequestedPass
    /// The view or controller (it holds this tracking). A protocol rather than a main-actor
    /// closure: below iOS 15 a stored main-actor function type needs a back-deployment shim
    /// for its reflection metadata.
    private weak var requester: (any PassRequesting)?
    /// What the last run read, observed until the first change to it or the next run.
    @exclusivity(unchecked) private var current: ObservationTracking._OneShotHandle?
    /// The observer callback, made once and shared by every run's tracking.
    @exclusivity(unchecked) private var onChange: @Sendable () -> Void = {}

    /// - Parameters:
    ///   - pass: the pass that runs the method.
    ///   - requester: schedules that pass (on the main thread); held weakly.
    public init(requesting pass: RequestedPass, from requester: any PassRequesting) {
        self.pass = pass
        self.requester = requester
        // Captured as a constant: a `[weak self]` capture is a mutable box, which each change
        // would access under Swift's dynamic exclusivity check.
        weak let tracking = self
        onChange = {
            if MainActorThread.isCurrent {
                (tracking as (any ChangeReceiver)?)?.changed()
            } else {
                DispatchQueue.main.async { [weak tracking] in tracking?.setNeedsRun() }
            }
        }
    }

    deinit {
        current?.cancel()
    }

    /// Runs `method` now, observing what it reads instead of what the previous run read.
    public func run<T>(_ method: () -> T) -> T {
        #if (canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB || VIEWHOST_UIKIT_STUB || VIEWHOST_APPKIT_STUB) && DEBUG
        UntrackedReadDiagnostic.startWatchingViewUpdates()  // reads in layout code outside the hosts
        #endif
        needsRun = false
        let (result, installed) = ObservationTracking._trackOnce(method, onChange: onChange)
        current?.cancel()
        current = installed
        return result
    }

    /// Runs `method` if a change or `setNeedsRun()` asked for it since it last ran.
    public func runIfNeeded(_ method: () -> Void) {
        if needsRun { run(method) }
    }

    /// Marks the method as needing to run, and asks for a pass unless one was asked for already.
    public func setNeedsRun() {
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

/// How a change made on the main thread reaches the main-actor tracking synchronously from the
/// nonisolated observer callback. The conformance is `@preconcurrency`: each call checks at run
/// time that it is on the main actor, as `MainActor.assumeIsolated` would, without the metadata
/// of a main-actor function type, which needs a back-deployment shim below iOS 15.
private protocol ChangeReceiver: AnyObject {
    func changed()
}

extension PassTracking: @preconcurrency ChangeReceiver {
    fileprivate func changed() { setNeedsRun() }
}
