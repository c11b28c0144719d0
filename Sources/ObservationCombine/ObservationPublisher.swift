#if canImport(Combine)
import Combine
import ObservationBackport

/// A Combine publisher of one property of an `@Observable` object: what `$property` of a
/// `@Published` property was, for code that moved to `@Observable` and keeps its Combine
/// pipelines (`debounce`, `combineLatest`, `onReceive`).
///
/// It publishes the current value when subscribed to, then the new value after each change,
/// synchronously on the thread that made the change, as `@Published` did, with one difference:
/// it publishes once the new value is stored (`@Published` publishes before), so a subscriber
/// that reads the property itself sees the new value. A key path through other observable
/// objects (`\.settings.volume`) publishes when any of them changes what it reads. The object is
/// held weakly by the subscriptions: a model may keep the subscriptions to its own properties.
///
/// This is not part of Apple's Observation, which has no publishers: it lives in the separate
/// ObservationCombine library, and Apple platforms only.
public struct ObservationPublisher<Root: AnyObject & Observable, Value>: Publisher {
    /// The property's value.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    /// The object whose property is published.
    public let object: Root
    /// The property.
    public let keyPath: KeyPath<Root, Value>

    /// A publisher of `object[keyPath: keyPath]`.
    public init(_ object: Root, _ keyPath: KeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    /// Subscribes `subscriber`: it receives the current value, then each new one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let subject = PassthroughSubject<Value, Never>()
        let values = PropertyValues(object, keyPath) { subject.send($0) }
        subject.handleEvents(receiveCancel: { values.cancel() }).receive(subscriber: subscriber)
        values.start()
    }
}

extension Observable where Self: AnyObject {
    /// A Combine publisher of the property at `keyPath`, in place of `$property` of a former
    /// `@Published` property: `observationPublisher(for: \.query).debounce(…)`. See
    /// `ObservationPublisher` for when it publishes.
    public func observationPublisher<Value>(for keyPath: KeyPath<Self, Value>) -> ObservationPublisher<Self, Value> {
        ObservationPublisher(self, keyPath)
    }
}
#endif
