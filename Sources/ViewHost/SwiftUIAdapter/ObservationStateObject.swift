#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif
import ObservationBackport

/// Owns a backport-observable model the way `@StateObject` owns an `ObservableObject`: the
/// model is created once, from the first initial value, when the view first needs it, and kept
/// for the view's lifetime, however often the parent re-creates the view.
///
///     struct TodoScreen: View {
///         @ObservationStateObject private var list = TodoList()
///
///         var body: some View {
///             ObservationHost {
///                 TextField("Title", text: $list.title)
///             }
///         }
///     }
///
/// Why not `@State`: built with an SDK before iOS 27 / macOS 27 (Xcode 26 and earlier),
/// `@State` is a property wrapper that keeps its first value but evaluates the initial value
/// expression at every re-creation of the view, and so builds (and drops) a new model each time
/// the parent's body runs: expensive, and wrong for a model whose initializer starts work. From
/// the iOS 27 / macOS 27 SDKs on, `@State` is a macro that evaluates the initial value once,
/// when SwiftUI sets up the view's storage, so there `@State` owns a class as this does. Here the
/// initial value is an autoclosure, evaluated only when the view holds no model yet, with every
/// SDK. The box this wrapper keeps in its own `@State` has a default value, is assigned by no
/// initializer and is reached by no `@inlinable` code: none of the shapes the `@State` macro
/// rejects.
///
/// Available from iOS 13 (unlike `@StateObject`, iOS 14). Observing is not owning: read the
/// model's properties inside an `ObservationHost`. `$list.title` gives a binding, as
/// `@ObservationBindable` does.
@propertyWrapper
public struct ObservationStateObject<Value: AnyObject & ObservationBackport.Observable>: DynamicProperty {
    @State private var storage = ObservationStateStorage<Value>()
    private let makeValue: () -> Value

    /// Keeps `wrappedValue`, evaluated at most once per view identity:
    /// `@ObservationStateObject var model = Model()`.
    public init(wrappedValue: @autoclosure @escaping () -> Value) {
        makeValue = wrappedValue
    }

    /// The model: the one this view made first.
    @MainActor
    public var wrappedValue: Value {
        storage.value(orMake: makeValue)
    }

    /// Bindings to the model's properties: `$model.name`.
    @MainActor
    public var projectedValue: ObservationBindable<Value> {
        ObservationBindable(wrappedValue: wrappedValue)
    }
}

/// The `@State`-held box of an `ObservationStateObject`. A new, empty box is made at each
/// re-creation of the view and dropped by SwiftUI, which keeps the first: making one is cheap,
/// unlike making the model.
///
/// Thread story: main actor only (view bodies and actions); made anywhere, empty.
@MainActor
final class ObservationStateStorage<Value: AnyObject> {
    private var value: Value?

    nonisolated init() {}

    func value(orMake make: () -> Value) -> Value {
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
#endif
