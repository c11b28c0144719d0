#if !canImport(SwiftUI)
import Foundation

// The SwiftUI (and Combine) declarations the adapter uses, with the signatures of the current
// SDKs (main-actor views and observed objects, `@isolated(any)` binding closures, the result
// builders' methods), so that what type-checks here type-checks against the real SwiftUI; the
// SDK check (`apple-sdk-check`) confirms it. Behaviour is the least needed to observe what the
// adapter does: a state's writes are counted, bindings made through an observed object are
// locations that can be compared, a publisher counts its sends, environment writes can be
// applied. Members that only exist for tests start with `stub`.

// MARK: Views and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { return fatalError() }
}

public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { return fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    nonisolated(unsafe) let storage: Storage
    nonisolated init(storage: Storage) { self.storage = storage }
    public var body: Never { return fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { return fatalError() }
}

public struct Text: View {
    let content: String
    nonisolated public init(_ content: String) { self.content = content }
    public var body: Never { return fatalError() }
}

// MARK: Dynamic properties

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@propertyWrapper public struct State<Value>: DynamicProperty {
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
        Binding(location: StateLocation(storage: storage))
    }

    final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private struct StateLocation: StubLocation {
        let storage: Box
        var identity: AnyHashable { ObjectIdentifier(storage) }
        func get() -> Value { storage.value }
        func set(_ value: Value) {
            storage.value = value
            StateWrites.count += 1
        }
    }
}

extension State: Sendable where Value: Sendable {}

/// How many times any `State` was written (main queue only).
@MainActor enum StateWrites {
    nonisolated(unsafe) static var count = 0
}

/// Where a binding reads and writes, compared by identity.
protocol StubLocation<Value> {
    associatedtype Value
    var identity: AnyHashable { get }
    func get() -> Value
    func set(_ value: Value)
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let location: (any StubLocation<Value>)?

    @preconcurrency public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        location = nil  // the stub cannot call an @isolated(any) closure synchronously
    }

    init(location: any StubLocation<Value>) {
        self.location = location
    }

    public var wrappedValue: Value {
        get { stubLocation.get() }
        nonmutating set { stubLocation.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("not used by the adapter")
    }

    /// Whether both bindings are the same location (SwiftUI compares locations this way).
    func stubIsSameLocation(as other: Binding<Value>) -> Bool {
        guard let location, let other = other.location else { return false }
        return location.identity == other.identity
    }

    private var stubLocation: any StubLocation<Value> {
        guard let location else { fatalError("the stub does not evaluate closure bindings") }
        return location
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

// MARK: Combine and observed objects

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

public final class ObservableObjectPublisher {
    /// How many times `send()` was called.
    nonisolated(unsafe) var stubSends = 0
    public init() {}
    public func send() { stubSends += 1 }
}

@propertyWrapper @preconcurrency @MainActor public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup @preconcurrency @MainActor public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root: root, keyPath: keyPath))
        }
    }

    nonisolated(unsafe) private var object: ObjectType

    nonisolated public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    private struct ObjectLocation<Subject>: StubLocation {
        let root: ObjectType
        let keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        var identity: AnyHashable { [AnyHashable(ObjectIdentifier(root)), AnyHashable(keyPath)] }
        func get() -> Subject { root[keyPath: keyPath] }
        func set(_ value: Subject) { root[keyPath: keyPath] = value }
    }
}

// MARK: Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { fatalError("read through stubValue(in:)") }

    /// The value this property reads in `environment`.
    func stubValue(in environment: EnvironmentValues) -> Value {
        environment[keyPath: keyPath]
    }
}

/// One environment value to set, as SwiftUI sets it for a view's or a scene's content.
struct EnvironmentWrite<Value>: @unchecked Sendable {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func apply(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// What `environment(_:_:)` returns: its content with one environment value set.
public struct _EnvironmentKeyWritingModifier<Content: View, Value>: View {
    nonisolated(unsafe) let content: Content
    let write: EnvironmentWrite<Value>
    public var body: Never { return fatalError() }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let write = EnvironmentWrite(keyPath: keyPath, value: value)
        StubEnvironmentWrites.last = { write.apply(to: &$0) }
        return _EnvironmentKeyWritingModifier(content: self, write: write)
    }
}

/// The last `environment(_:_:)` call's write, to apply to an `EnvironmentValues` in tests.
enum StubEnvironmentWrites {
    nonisolated(unsafe) static var last: ((inout EnvironmentValues) -> Void)?
}

// MARK: Other content protocols that take a builder

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

@MainActor @preconcurrency public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { return fatalError() }
}

/// What `Scene.environment(_:_:)` returns: its scene with one environment value set.
public struct _EnvironmentKeyWritingSceneModifier<Content: Scene, Value>: Scene {
    nonisolated(unsafe) let content: Content
    let write: EnvironmentWrite<Value>
    public var body: Never { return fatalError() }
}

extension Scene {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        let write = EnvironmentWrite(keyPath: keyPath, value: value)
        StubEnvironmentWrites.last = { write.apply(to: &$0) }
        return _EnvironmentKeyWritingSceneModifier(content: self, write: write)
    }
}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

@resultBuilder public struct CommandsBuilder {
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
}

public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

@resultBuilder public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    var tableColumnBody: TableColumnBody { get }
}

@resultBuilder public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
        column
    }
}

public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    var tableRowBody: TableRowBody { get }
}

@resultBuilder public struct TableRowBuilder<Value: Identifiable> {
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue { content }
}

public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

@resultBuilder public struct AccessibilityRotorContentBuilder {
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
}
#endif
