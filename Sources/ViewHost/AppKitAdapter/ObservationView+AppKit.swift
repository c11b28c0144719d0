// The AppKit side of ViewHost. Where AppKit does not exist (Linux), the test target
// ViewHostAppKitAdapterTests type-checks and runs these files against a signature stub of AppKit
// (VIEWHOST_APPKIT_STUB) with a stand-in for the window's layout pass.
#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || VIEWHOST_APPKIT_STUB
#if canImport(AppKit)
import AppKit
#endif

/// A view that updates itself when the backport-observable properties it read change, as
/// AppKit's views do from macOS 26 with Apple's Observation.
///
/// Override ``updateObservedProperties()`` to set your subviews' content and styling from your
/// models. What it reads is observed; after a change to one of those properties, on whichever
/// thread, it runs again in the view's next layout pass (`needsLayout`), at the start of
/// `layout()` (call `super.layout()` first in your override, as AppKit asks), once however many
/// changes were made. It keeps one observer, replaced at each run and released with the view.
///
/// Unlike UIKit's `ObservationView`, reads in your `layout()` and `draw(_:)` are not tracked:
/// AppKit runs them from private methods that a subclass cannot wrap. Read the models in
/// ``updateObservedProperties()`` and keep what layout and drawing need in stored properties
/// that set `needsLayout` or `needsDisplay`.
@available(macOS, deprecated: 26, message: "AppKit tracks Apple's @Observable models in layout(), updateConstraints() and draw(_:): move the models to 'import Observation', subclass NSView and move updateObservedProperties() into layout()")
open class ObservationView: NSView, ObservedPropertiesUpdating {
    /// Runs ``updateObservedProperties()``.
    public private(set) lazy var _propertyUpdate = PassTracking(requesting: .layout, from: self)

    /// Sets the content and styling of the view from the models it reads; runs at the start of
    /// `layout()` in the first layout pass, then in the layout pass after a change to what it
    /// read (or after ``setNeedsUpdateObservedProperties()``). The default implementation does
    /// nothing.
    open func updateObservedProperties() {}

    /// Runs the pending ``updateObservedProperties()``, then lays out.
    override open func layout() {
        updateObservedPropertiesIfNeeded()
        super.layout()
    }
}

/// A view controller that updates itself when the backport-observable properties it read
/// change, as AppKit's view controllers do from macOS 26 with Apple's Observation.
///
/// Override ``updateObservedProperties()`` to set the content of your views from your models.
/// It runs at the start of `viewWillLayout()` (call `super.viewWillLayout()` first in your
/// override); the first time in the view's first layout, then in the layout pass after a change
/// to what it read, on whichever thread, once however many changes were made. It keeps one
/// observer, replaced at each run and released with the controller. Reads in your own
/// `viewWillLayout()` and `viewDidLayout()` are not tracked.
@available(macOS, deprecated: 26, message: "AppKit tracks Apple's @Observable models in viewWillLayout(): move the models to 'import Observation', subclass NSViewController and move updateObservedProperties() into viewWillLayout()")
open class ObservationViewController: NSViewController, ObservedPropertiesUpdating {
    /// Runs ``updateObservedProperties()``.
    public private(set) lazy var _propertyUpdate = PassTracking(requesting: .layout, from: self)

    /// Sets the content of the controller's views from the models it reads. The default
    /// implementation does nothing.
    open func updateObservedProperties() {}

    /// Runs the pending ``updateObservedProperties()``.
    override open func viewWillLayout() {
        updateObservedPropertiesIfNeeded()
        super.viewWillLayout()
    }
}

@_spi(TrackedPasses) extension ObservationView: PassRequesting {
    /// Its update runs in the layout pass, whichever pass is asked for.
    public func requestPass(_ pass: RequestedPass) {
        needsLayout = true
    }
}

@_spi(TrackedPasses) extension ObservationViewController: PassRequesting {
    /// Its update runs in the view's layout pass, whichever pass is asked for.
    public func requestPass(_ pass: RequestedPass) {
        viewIfLoaded?.needsLayout = true
    }
}
#endif
