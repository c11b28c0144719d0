// The UIKit side of ViewHost. Where UIKit does not exist (Linux), the test target
// ViewHostUIKitAdapterTests type-checks and runs these files against a signature stub of UIKit
// (VIEWHOST_UIKIT_STUB) with a stand-in for Core Animation's layout and display passes.
#if (canImport(UIKit) && !os(watchOS)) || VIEWHOST_UIKIT_STUB
#if canImport(UIKit)
import UIKit
#endif

/// A view that updates itself when the backport-observable properties it read change, as
/// UIKit's views do from iOS 26 with Apple's Observation.
///
/// Override ``updateObservedProperties()`` (Apple's `updateProperties()`) to set your subviews'
/// content and styling from your models; override `layoutSubviews()` and `draw(_:)` as usual:
///
///     final class BadgeView: ObservationView {
///         let model: Inbox
///         override func updateObservedProperties() {
///             label.text = "\(model.unreadCount)"
///         }
///     }
///
/// What each method reads is observed. After a change to one of those properties, on whichever
/// thread, the method runs again in the view's next layout pass (`updateObservedProperties()`,
/// then `layoutSubviews()`) or display pass (`draw(_:)`), once however many changes were made.
/// Each method keeps one observer, replaced at each run and released with the view. A view that
/// is not in a window is not laid out: its update waits until it is in one again.
///
/// The tracking sits in the view's layer (`layerClass` is ``ObservationLayer``, and final), so
/// that it wraps your `layoutSubviews()` and `draw(_:)` overrides whole: no swizzling, no
/// private API. Reads in a view controller's `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` are tracked too when its view is an `ObservationView`.
@available(iOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in updateProperties(): move the models to 'import Observation', subclass UIView and rename updateObservedProperties() to updateProperties()")
@available(tvOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in updateProperties(): move the models to 'import Observation', subclass UIView and rename updateObservedProperties() to updateProperties()")
@available(visionOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in updateProperties(): move the models to 'import Observation', subclass UIView and rename updateObservedProperties() to updateProperties()")
open class ObservationView: UIView, ObservedPropertiesUpdating {
    /// Runs ``updateObservedProperties()``.
    public private(set) lazy var _propertyUpdate = PassTracking(requesting: .layout, from: self)
    private lazy var layout = PassTracking(requesting: .layout, from: self)
    private lazy var display = PassTracking(requesting: .display, from: self)

    /// The layer that runs the tracked passes.
    override public final class var layerClass: AnyClass { ObservationLayer.self }

    /// Sets the content and styling of the view from the models it reads; runs before
    /// `layoutSubviews()` in the first layout pass, then in the layout pass after a change to
    /// what it read (or after ``setNeedsUpdateObservedProperties()``). Apple's
    /// `updateProperties()`. The default implementation does nothing.
    open func updateObservedProperties() {}

    /// The layer's layout: the pending update, then UIKit's layout (`layoutSubviews()` and the
    /// view controller's layout callbacks), tracked.
    func layOut(_ layoutSublayers: () -> Void) {
        updateObservedPropertiesIfNeeded()
        layout.run(layoutSublayers)
    }

    /// The layer's display (`draw(_:)`), tracked.
    func display(_ displayLayer: () -> Void) {
        display.run(displayLayer)
    }
}

/// The layer of an ``ObservationView``: runs its layout and display under observation.
///
/// Thread story: UIKit lays out and displays a view's layer on the main thread only; the calls
/// into the view (`LayerPasses`) check it at run time.
@available(iOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in layoutSubviews() and draw(_:)")
@available(tvOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in layoutSubviews() and draw(_:)")
@available(visionOS, deprecated: 26, message: "UIKit tracks Apple's @Observable models in layoutSubviews() and draw(_:)")
public final class ObservationLayer: CALayer {
    override public func layoutSublayers() {
        guard let view = delegate as? ObservationView else { return super.layoutSublayers() }
        (view as any LayerPasses).layOut { layoutSublayersUntracked() }
    }

    override public func display() {
        guard let view = delegate as? ObservationView else { return super.display() }
        (view as any LayerPasses).display { displayUntracked() }
    }

    private func layoutSublayersUntracked() { super.layoutSublayers() }
    private func displayUntracked() { super.display() }
}

/// The view's side of its layer's passes, called from the layer's nonisolated overrides. The
/// conformance is `@preconcurrency`: each call checks at run time that it is on the main actor,
/// as `MainActor.assumeIsolated` would, without the metadata of a main-actor function type, which
/// needs a back-deployment shim below iOS 15.
protocol LayerPasses: AnyObject {
    func layOut(_ layoutSublayers: () -> Void)
    func display(_ displayLayer: () -> Void)
}

extension ObservationView: @preconcurrency LayerPasses {}

@_spi(TrackedPasses) extension ObservationView: PassRequesting {
    public func requestPass(_ pass: RequestedPass) {
        switch pass {
        case .layout: setNeedsLayout()
        case .display: setNeedsDisplay()
        }
    }
}

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
open class ObservationViewController: UIViewController, ObservedPropertiesUpdating {
    /// Runs ``updateObservedProperties()``.
    public private(set) lazy var _propertyUpdate = PassTracking(requesting: .layout, from: self)

    /// Sets the content of the controller's views from the models it reads. Apple's
    /// `updateProperties()`. The default implementation does nothing.
    open func updateObservedProperties() {}

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
