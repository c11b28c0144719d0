#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)) || VIEWHOST_UIKIT_STUB || VIEWHOST_APPKIT_STUB
/// A UIKit or AppKit class whose ``updateObservedProperties()`` runs in its layout pass and
/// observes what it reads: ``ObservationView`` and ``ObservationViewController``. The members
/// they share are written once here, where UIKit (iOS 26) declares `updateProperties()`,
/// `setNeedsUpdateProperties()` and `updatePropertiesIfNeeded()` on each of its classes.
///
/// Subclass those classes rather than conforming: the tracking that runs the update is
/// ViewHost's (`_propertyUpdate`).
@available(iOS, deprecated: 26, message: "UIKit and AppKit declare updateProperties(), setNeedsUpdateProperties() and updatePropertiesIfNeeded() on their views and view controllers, for Apple's @Observable models")
@available(tvOS, deprecated: 26, message: "UIKit and AppKit declare updateProperties(), setNeedsUpdateProperties() and updatePropertiesIfNeeded() on their views and view controllers, for Apple's @Observable models")
@available(visionOS, deprecated: 26, message: "UIKit and AppKit declare updateProperties(), setNeedsUpdateProperties() and updatePropertiesIfNeeded() on their views and view controllers, for Apple's @Observable models")
@available(macOS, deprecated: 26, message: "UIKit and AppKit declare updateProperties(), setNeedsUpdateProperties() and updatePropertiesIfNeeded() on their views and view controllers, for Apple's @Observable models")
@MainActor public protocol ObservedPropertiesUpdating: AnyObject {
    /// Sets content and styling from the models it reads. What it reads is observed: after a
    /// change to one of those properties, on whichever thread, it runs again in the next layout
    /// pass, once however many changes were made.
    func updateObservedProperties()

    /// The tracking that runs ``updateObservedProperties()``; ViewHost's, not for use.
    var _propertyUpdate: PassTracking { get }
}

extension ObservedPropertiesUpdating {
    /// Asks for ``updateObservedProperties()`` in the next layout pass; requests made before it
    /// are coalesced. Apple's `setNeedsUpdateProperties()`.
    public func setNeedsUpdateObservedProperties() {
        _propertyUpdate.setNeedsRun()
    }

    /// Runs ``updateObservedProperties()`` now if it is pending. Apple's
    /// `updatePropertiesIfNeeded()`, for this object only.
    public func updateObservedPropertiesIfNeeded() {
        _propertyUpdate.runIfNeeded(updateObservedProperties)
    }
}
#endif
