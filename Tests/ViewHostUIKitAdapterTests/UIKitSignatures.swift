#if !canImport(UIKit)
import Foundation

// The UIKit and Core Animation declarations the adapter uses, with the SDK's signatures and
// isolation (main-actor views and controllers, nonisolated layers), so that what type-checks
// here type-checks against the real UIKit; the SDK check (`apple-sdk-check`, which compiles
// Examples/UIKit) confirms it. Behaviour is the least needed to observe what the adapter does:
// as in UIKit, a view's layer calls its delegate to lay out (the view's `layoutSubviews()`, and
// its controller's layout callbacks) and to draw (`draw(_:)`); `stubCommit(_:)` stands in for
// Core Animation's commit, laying out then displaying the layers that asked for it, parents
// before children. Members that only exist for tests start with `stub`.

// MARK: Core Animation

public protocol CALayerDelegate: AnyObject {
    /// UIKit's view implements it to call `layoutSubviews()` (an optional method in the SDK).
    func layoutSublayers(of layer: CALayer)
    /// UIKit's view implements it to call `draw(_:)` (in the SDK, `draw(_:in:)` with a context).
    func stubDraw(_ layer: CALayer)
}

open class CALayer: NSObject {
    public weak var delegate: (any CALayerDelegate)?
    public private(set) var stubNeedsLayout = true
    public private(set) var stubNeedsDisplay = true

    public required override init() {}

    open func setNeedsLayout() { stubNeedsLayout = true }
    open func setNeedsDisplay() { stubNeedsDisplay = true }

    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    open func display() {
        delegate?.stubDraw(self)
    }

    func stubLayoutIfNeeded() {
        guard stubNeedsLayout else { return }
        stubNeedsLayout = false
        layoutSublayers()
    }

    func stubDisplayIfNeeded() {
        guard stubNeedsDisplay else { return }
        stubNeedsDisplay = false
        display()
    }
}

// MARK: Views

@MainActor open class UIView: NSObject, CALayerDelegate {
    open class var layerClass: AnyClass { CALayer.self }
    public let layer: CALayer
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    weak var stubViewController: UIViewController?

    public init(frame: CGRect) {
        layer = (Self.layerClass as! CALayer.Type).init()
        super.init()
        layer.delegate = self
    }

    public convenience override init() { self.init(frame: .zero) }

    open func layoutSubviews() {}
    open func draw(_ rect: CGRect) {}
    open func setNeedsLayout() { layer.setNeedsLayout() }
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    nonisolated public func layoutSublayers(of layer: CALayer) {
        MainActor.assumeIsolated {
            stubViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            stubViewController?.viewDidLayoutSubviews()
        }
    }

    nonisolated public func stubDraw(_ layer: CALayer) {
        MainActor.assumeIsolated { draw(.zero) }
    }
}

/// Core Animation's commit, in a window whose root view is `root`: every layer that needs layout
/// is laid out, parents before children (a child that a parent's layout invalidates is laid out
/// in the same commit), then every layer that needs display is displayed.
@MainActor func stubCommit(_ root: UIView) {
    func layOut(_ view: UIView) {
        view.layer.stubLayoutIfNeeded()
        for child in view.subviews { layOut(child) }
    }
    func display(_ view: UIView) {
        view.layer.stubDisplayIfNeeded()
        for child in view.subviews { display(child) }
    }
    layOut(root)
    display(root)
}

// MARK: View controllers

@MainActor open class UIViewController: NSObject {
    private var loadedView: UIView?

    public override init() {}

    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.stubViewController = self
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.stubViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }

    open func loadView() { view = UIView() }
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}
#endif
