import ObservationBackport

// The pre-Observation way, rebuilt on the text host so that the chat sample can compare it with
// `@Observable` ("A Deep Dive into Observation"): an `ObservableObject` announces *every* `@Published` write through
// one `objectWillChange` signal, and a view holding it as `@ObservedObject` re-evaluates on any
// of them, whichever properties its body reads. (Combine does not exist on Linux; these types
// only model its granularity, with the same names.)

/// An object that tells its views "something in me will change", without saying what.
@MainActor protocol ObservableObject: AnyObject {
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The single signal of an `ObservableObject`. Views subscribe by reading `sends` (under their
/// `ObservationHost`), so each `send()` re-evaluates all of them.
@Observable @MainActor final class ObjectWillChangePublisher {
    private(set) var sends = 0

    func send() {
        sends += 1
    }
}

/// A property that sends its object's `objectWillChange` on every write, equal or not, as
/// Combine's `@Published` does.
@MainActor @propertyWrapper struct Published<Value> {
    private var value: Value

    init(wrappedValue: Value) {
        value = wrappedValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// A view's subscription to a whole `ObservableObject`. SwiftUI subscribes a view as soon as it
/// holds the object; here the first use of the object in the body does (every view of the
/// sample uses it), and from then on every change of the object re-evaluates the view.
@MainActor @propertyWrapper struct ObservedObject<Object: ObservableObject> {
    private let object: Object

    init(wrappedValue: Object) {
        object = wrappedValue
    }

    var wrappedValue: Object {
        _ = object.objectWillChange.sends
        return object
    }
}
