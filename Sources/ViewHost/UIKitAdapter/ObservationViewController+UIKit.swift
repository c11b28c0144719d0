#if canImport(UIKit) || VIEWHOST_UIKIT_STUB
#if canImport(UIKit)
import UIKit
#endif

/// A view controller that updates itself when the backport-observable properties it read
/// change, as UIKit's view controllers do from iOS 26 with Apple's Observation.
///
/// Override ``updateObservedProperties()`` (Apple's `updateProperties()`) to set the content of
/// your views from your models. It runs in `viewWillLayoutSubviews()`, before your override's
/// code if that calls `super.viewWillLayoutSubviews()` first (as it should); the first time in
/// the view's first layout, then in the layout pass after a change to what it read, on
/// whichever thread, once however many changes were made. It keeps one observer, replaced at
/// each run and released with the controller.
///
/// To track what your `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` read as well,
/// make the controller's view an ``ObservationView`` (`loadView()`).
@available(iOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in updateProperties(): move the models to 'import Observation', subclass UIViewController and rename updateObservedProperties() to updateProperties()")
@available(tvOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in updateProperties(): move the models to 'import Observation', subclass UIViewController and rename updateObservedProperties() to updateProperties()")
@available(visionOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in updateProperties(): move the models to 'import Observation', subclass UIViewController and rename updateObservedProperties() to updateProperties()")
open class ObservationViewController: UIViewController {
    private lazy var propertyUpdate = PassTracking(requesting: .layout, from: self)

    /// Sets the content of the controller's views from the models it reads. Apple's
    /// `updateProperties()`. The default implementation does nothing.
    open func updateObservedProperties() {}

    /// Asks for ``updateObservedProperties()`` in the view's next layout pass; requests made
    /// before it are coalesced. Apple's `setNeedsUpdateProperties()`.
    public final func setNeedsUpdateObservedProperties() {
        propertyUpdate.setNeedsRun()
    }

    /// Runs ``updateObservedProperties()`` now if it is pending. Apple's
    /// `updatePropertiesIfNeeded()`, for this controller only.
    public final func updateObservedPropertiesIfNeeded() {
        propertyUpdate.runIfNeeded(updateObservedProperties)
    }

    /// Runs the pending ``updateObservedProperties()``.
    override open func viewWillLayoutSubviews() {
        updateObservedPropertiesIfNeeded()
        super.viewWillLayoutSubviews()
    }
}

@_spi(TrackedPasses) extension ObservationViewController: PassRequesting {
    /// Its update runs in the view's layout pass, whichever pass is asked for.
    public func requestPass(_ pass: RequestedPass) {
        viewIfLoaded?.setNeedsLayout()
    }
}
#endif
