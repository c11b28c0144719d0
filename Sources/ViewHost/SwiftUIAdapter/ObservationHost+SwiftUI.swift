// The SwiftUI side of ViewHost. This file cannot be compiled on Linux: the test target
// ViewHostSwiftUIAdapterTests type-checks it against a signature stub (VIEWHOST_SWIFTUI_STUB).
#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif
import Dispatch
import ObservationBackport

/// Makes SwiftUI content update when the observable properties it reads change, on OS versions
/// whose SwiftUI does not know the backport's observation (and on any other).
///
/// The content runs inside `withObservationTracking`; the first change to a property it read
/// bumps a `@State` token on the main queue, which makes SwiftUI evaluate this body, and only
/// this one, again. Wrap the body of every view that reads a model:
///
///     var body: some View {
///         ObservationHost {
///             Text(model.title)
///         }
///     }
@available(iOS, deprecated: 17, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(macOS, deprecated: 14, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(tvOS, deprecated: 17, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(watchOS, deprecated: 10, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
@available(visionOS, deprecated: 1, message: "SwiftUI tracks Apple's @Observable models itself: move the models to 'import Observation', then remove ObservationHost")
public struct ObservationHost<Content: View>: View {
    @State private var token = 0
    private let content: () -> Content

    /// Hosts `content`, evaluated under observation tracking.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// The content, evaluated inside `withObservationTracking`: the first change to a property it
    /// read makes SwiftUI evaluate it again.
    public var body: Content {
        _ = token  // SwiftUI re-runs this body when the token changes
        let bump = TokenBump(token: $token)  // captures the token's binding, not the view
        return withObservationTracking(content, onChange: { bump() })
    }
}

/// Bumps the host's token from whichever thread made the change.
/// Unchecked: the binding is only touched on the main queue, as SwiftUI requires.
private struct TokenBump: @unchecked Sendable {
    let token: Binding<Int>

    func callAsFunction() {
        DispatchQueue.main.async { token.wrappedValue &+= 1 }
    }
}
#endif
