#if !canImport(SwiftUI)
// The SwiftUI declarations the adapter uses, with the signatures of the current SDKs (main-actor
// views, Sendable binding closures), so that the adapter type-checks on Linux. Behaviour is the
// least needed to observe what the adapter does: a state's writes are kept and counted.

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@propertyWrapper public struct State<Value> {
    private let storage: Box

    public init(wrappedValue: Value) {
        storage = Box(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            storage.value = newValue
            StateWrites.count += 1
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0; StateWrites.count += 1 })
    }

    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// How many times any `State` was written (main queue only).
@MainActor enum StateWrites {
    nonisolated(unsafe) static var count = 0
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getValue: @Sendable () -> Value
    private let setValue: @Sendable (Value) -> Void

    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getValue = get
        setValue = set
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        fatalError("not used by the adapter")
    }
}

public struct Text: View {
    let content: String
    public init(_ content: String) { self.content = content }
    public var body: Never { return fatalError() }
}
#endif
