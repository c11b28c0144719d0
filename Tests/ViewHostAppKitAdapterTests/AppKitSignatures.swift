#if !canImport(AppKit)
import Foundation

// The AppKit declarations the adapter uses, with the SDK's signatures and isolation (main-actor
// views and controllers), so that what type-checks here type-checks against the real AppKit. No
// macOS SDK is available to the project's SDK check, so this stub is the only check the AppKit
// adapter gets on Linux. Behaviour is the least needed to observe what the adapter does:
// `stubLayOut(_:)` stands in for the window's layout pass, which lays out the views whose
// `needsLayout` is set, parents before children, calling a controller's `viewWillLayout()` and
// `viewDidLayout()` around its view's `layout()`. Members that only exist for tests start with
// `stub`.

@MainActor open class NSView: NSObject {
    public var needsLayout = true
    public private(set) var subviews: [NSView] = []
    weak var stubViewController: NSViewController?

    public init(frame frameRect: CGRect) {}
    public convenience override init() { self.init(frame: .zero) }

    open func layout() {}

    open func addSubview(_ view: NSView) { subviews.append(view) }
}

@MainActor open class NSTextField: NSView {
    public var stringValue = ""

    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }
}

@MainActor open class NSViewController: NSObject {
    private var loadedView: NSView?

    public override init() {}

    public var view: NSView {
        get {
            if loadedView == nil { loadView() }
            return loadedView!
        }
        set {
            loadedView = newValue
            newValue.stubViewController = self
        }
    }

    public var viewIfLoaded: NSView? { loadedView }

    open func loadView() { view = NSView() }
    open func viewWillLayout() {}
    open func viewDidLayout() {}
}

/// The window's layout pass over the views under `root`.
@MainActor func stubLayOut(_ root: NSView) {
    if root.needsLayout {
        root.needsLayout = false
        root.stubViewController?.viewWillLayout()
        root.layout()
        root.stubViewController?.viewDidLayout()
    }
    for child in root.subviews { stubLayOut(child) }
}
#endif
