// iOS 17's `.environment(model)` (on views and, from iOS 14, on scenes) and
// `@Environment(Model.self)` for backport-observable models, on every OS version. The spelling is Apple's: moving to Apple's Observation changes the
// imports, not these lines.
//
// Each is a disfavoured overload: in code that SwiftUI's own versions (iOS 17, macOS 14) are
// available to, they win, since an `@Observable` class also conforms to Apple's `Observable`
// there; below, only these apply. The two store objects under different keys, so an object put
// in the environment by one is read by the same one: put and read it in code of the same
// availability (both inside, or both outside, `if #available(iOS 17, *)`).
#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif
import ObservationBackport

#if canImport(SwiftUI)
/// SwiftUI's environment, not the text system's (`EnvironmentValues` inside ViewHost).
private typealias SwiftUIEnvironmentValues = SwiftUI.EnvironmentValues
#else
private typealias SwiftUIEnvironmentValues = EnvironmentValues
#endif

extension Environment {
    /// Reads the object of type `objectType` that an ancestor put in the environment with
    /// `environment(_:)`: `@Environment(Model.self) var model`. Stops the app with a message
    /// naming the type when no ancestor did (as SwiftUI does).
    ///
    /// Reading the object is not observing it: read its properties inside an `ObservationHost`.
    @_disfavoredOverload
    public init(_ objectType: Value.Type) where Value: AnyObject & ObservationBackport.Observable {
        self.init(\SwiftUIEnvironmentValues.[requiredObservable: ObservableKey<Value>()])
    }

    /// Reads the object of type `objectType` that an ancestor put in the environment, or nil:
    /// `@Environment(Model.self) var model: Model?`.
    @_disfavoredOverload
    public init<Object: AnyObject & ObservationBackport.Observable>(_ objectType: Object.Type)
    where Value == Object? {
        self.init(\SwiftUIEnvironmentValues.[observable: ObservableKey<Object>()])
    }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, under its type (nil
    /// removes an object of that type); descendants read it with `@Environment(Model.self)`.
    @_disfavoredOverload
    public func environment<Object: AnyObject & ObservationBackport.Observable>(_ object: Object?) -> some View {
        environment(\SwiftUIEnvironmentValues.[observable: ObservableKey<Object>()], object)
    }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
extension Scene {
    /// Puts `object` in the environment of every view of this scene, under its type (nil removes
    /// an object of that type); the views read it with `@Environment(Model.self)`:
    ///
    ///     @main
    ///     struct LibraryApp: App {
    ///         @State private var library = Library()
    ///
    ///         var body: some Scene {
    ///             WindowGroup { LibraryView() }
    ///                 .environment(library)
    ///         }
    ///     }
    ///
    /// The same key as `View.environment(_:)`: a view reads the object whichever of the two put it.
    @_disfavoredOverload
    public func environment<Object: AnyObject & ObservationBackport.Observable>(_ object: Object?) -> some Scene {
        environment(\SwiftUIEnvironmentValues.[observable: ObservableKey<Object>()], object)
    }
}

/// The environment key of the objects of one type.
private struct ObservableKey<Object: AnyObject>: EnvironmentKey, Hashable {
    static var defaultValue: Object? { nil }
}

extension SwiftUIEnvironmentValues {
    fileprivate subscript<Object>(observable key: ObservableKey<Object>) -> Object? {
        get { self[ObservableKey<Object>.self] }
        set { self[ObservableKey<Object>.self] = newValue }
    }

    fileprivate subscript<Object>(requiredObservable key: ObservableKey<Object>) -> Object {
        get {
            guard let object = self[ObservableKey<Object>.self] else {
                fatalError("""
                    ViewHost: no \(Object.self) in the environment: an ancestor of the view with \
                    @Environment(\(Object.self).self) must set one with .environment(_:)
                    """)
            }
            return object
        }
        set { self[ObservableKey<Object>.self] = newValue }
    }
}
#endif
