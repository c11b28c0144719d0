// The SwiftUI side of ViewHost. Where SwiftUI does not exist (Linux), the test target
// ViewHostSwiftUIAdapterTests type-checks and runs these files against a signature stub of
// SwiftUI (VIEWHOST_SWIFTUI_STUB).
#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif
import Dispatch
@_spi(Locking) import ObservationBackport

/// Makes SwiftUI content update when the backport-observable properties it reads change, on OS
/// versions whose SwiftUI does not know the backport's observation (and on any other).
///
/// Wrap the body of every view that reads a model:
///
///     var body: some View {
///         ObservationHost {
///             Text(model.title)
///         }
///     }
///
/// The content runs while what it reads is recorded; after the first change to one of those
/// properties is stored, on whichever thread made it, a `@State` token is bumped on the main
/// queue, and SwiftUI evaluates this content, and only this one, again. A host keeps at most one
/// observer, replaced at every evaluation and cancelled when the host leaves the tree; a burst of
/// writes gives one `@State` write.
///
/// Tracking is per host, as SwiftUI's own is per view: content that SwiftUI evaluates later, on
/// its own, is not tracked by the host around it. Give it its own host: the body of a child view,
/// a `ForEach` row, the content of a lazy stack, a `sheet`, a `GeometryReader`. In debug builds
/// a read outside any host while SwiftUI updates views is reported on standard error, naming the
/// property.
///
/// Besides `View`, `ObservationHost` is a `Scene`, `Commands`, `ToolbarContent`,
/// `CustomizableToolbarContent`, `TableColumnContent`, `TableRowContent` and
/// `AccessibilityRotorContent` when its content is, where the OS has them.
@available(iOS, deprecated: 17, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(macOS, deprecated: 14, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(tvOS, deprecated: 17, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(watchOS, deprecated: 10, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(visionOS, deprecated: 1, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
public struct ObservationHost<Content> {
    @State private var token = 0
    @State private var state = ObservationHostState()
    private let content: () -> Content

    /// For the builder-specific initializers of each conformance.
    init(tracking content: @escaping () -> Content) {
        self.content = content
    }

    /// The content, evaluated under observation.
    public var body: Content {
        _ = token  // SwiftUI evaluates this body again when the token changes
        #if DEBUG
        UntrackedReadDiagnostic.startWatchingViewUpdates()
        #endif
        return state.evaluate(content, bumping: $token)
    }
}

extension ObservationHost: View where Content: View {
    /// Creates a host whose view content updates when the observable properties it reads change.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(tracking: content)
    }
}

/// What an `ObservationHost` keeps across evaluations, in its `@State`: its tracking, and the
/// binding to the token that an invalidation bumps.
///
/// Thread story: the tracking is thread-safe; the token binding is stored under its own lock
/// (set on the main thread at each evaluation, read by invalidations on any thread) and only
/// written on the main queue, as SwiftUI requires.
final class ObservationHostState: Sendable {
    private let token = Locked<Binding<Int>?>(nil)
    private let tracking: HostTracking

    init() {
        let token = self.token
        tracking = HostTracking {
            guard let binding = token.withLock({ $0 }) else { return }
            DispatchQueue.main.async { binding.wrappedValue &+= 1 }
        }
    }

    func evaluate<Content>(_ content: () -> Content, bumping token: Binding<Int>) -> Content {
        self.token.withLock { $0 = token }
        return tracking.evaluate(content)
    }
}
#endif
