// Debug builds only: release builds have neither this diagnostic nor the engine's hook for it.
#if (canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB || VIEWHOST_UIKIT_STUB || VIEWHOST_APPKIT_STUB) && DEBUG
#if canImport(SwiftUI)
import CoreFoundation
#endif
@_spi(Locking) import ObservationBackport

/// Reports, once per property, an untracked read (a read of a backport-observable property made
/// outside every tracking scope) on the thread that is updating views: that read belongs to a SwiftUI body or
/// content closure that no `ObservationHost` tracks, or to UIKit or AppKit layout or drawing code
/// outside an `ObservationView`, so its view will not update.
///
/// No heuristics, no stack inspection: `UntrackedReadWatch` is told of each such read, and SwiftUI
/// updates views, and Core Animation lays out and draws UIKit and AppKit views, on the main
/// thread in the run loop's before-waiting phase, which `startWatchingViewUpdates()` brackets
/// with two run-loop observers, first and last, watching that phase only.
/// Reads in actions (button taps, tasks, timers, `onReceive`) happen outside that phase and are
/// not reported; nor are reads on other threads.
///
/// Thread story: the observer runs on the updating thread; one `Locked` guards the properties
/// reported, and reports are made outside it.
final class UntrackedReadDiagnostic: Sendable {
    private let reported = Locked(Set<AnyKeyPath>())
    private let report: @Sendable (String) -> Void

    init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    /// The app's diagnostic, reporting on standard error.
    static let shared = UntrackedReadDiagnostic { message in writeToStandardError("ViewHost: \(message)\n") }

    /// The calling thread starts updating views: its untracked reads are noticed until
    /// `updateEnded()`, which the same thread calls.
    func updateBegan() {
        UntrackedReadWatch.begin { keyPath in self.noticeRead(of: keyPath) }
    }

    /// The views are up to date.
    func updateEnded() {
        UntrackedReadWatch.end()
    }

    func noticeRead(of keyPath: AnyKeyPath) {
        guard reported.withLock({ $0.insert(keyPath).inserted }) else { return }
        let property = PropertyName.of(keyPath)
        report("""
            \(property) was read outside any ObservationHost or ObservationView while views were \
            being updated: the view that read it will not update when it changes. In SwiftUI, wrap \
            the body (or the ForEach row, lazy stack, sheet or other content closure) that reads it \
            in ObservationHost { … }; a control should take a binding from @ObservationBindable \
            ($model.property). In UIKit or AppKit, read it in updateObservedProperties() of an \
            ObservationView or ObservationViewController (UIKit also tracks the layoutSubviews() \
            and draw(_:) of an ObservationView).
            """)
    }
}

extension UntrackedReadDiagnostic {
    /// Starts reporting, once, from any thread.
    static func startWatchingViewUpdates() {
        _ = watching
    }

    #if canImport(SwiftUI)
    /// Brackets the main run loop's before-waiting phase, where Core Animation commits and
    /// SwiftUI updates views, with the first and the last observer.
    private static let watching: Void = {
        let phase = CFRunLoopActivity.beforeWaiting.rawValue
        let begin = CFRunLoopObserverCreateWithHandler(nil, phase, true, CFIndex.min) { _, _ in shared.updateBegan() }
        let end = CFRunLoopObserverCreateWithHandler(nil, phase, true, CFIndex.max) { _, _ in shared.updateEnded() }
        CFRunLoopAddObserver(CFRunLoopGetMain(), begin, CFRunLoopMode.commonModes)
        CFRunLoopAddObserver(CFRunLoopGetMain(), end, CFRunLoopMode.commonModes)
    }()
    #else
    /// Where SwiftUI does not exist (the stubs), tests drive `updateBegan()` and `updateEnded()`.
    private static let watching: Void = ()
    #endif
}
#endif
