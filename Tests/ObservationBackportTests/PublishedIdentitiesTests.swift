import Foundation
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

/// A scope's read of a property whose group the object already published lists its identity
/// alone, without a key path (`PublishedIdentities`): whatever needs the key path later must
/// still have it, from the group.
@Suite(.unbridged) struct PublishedIdentitiesTests {
    @Observable final class Model: @unchecked Sendable {
        var a = 0
        var b = 0
    }

    /// Renders once, so that the groups of `a` and `b` exist and are published, and checks the
    /// next scope lists them without key paths.
    private func renderedOnce() -> Model {
        let model = Model()
        withObservationTracking { _ = model.a + model.b } onChange: {}
        let (_, list) = TrackingScope.collect { _ = model.a + model.b }
        var keyPaths = 0
        list?.forEachEntry { entry in AccessEntry.forEach(at: entry) { _, keyPath in if keyPath != nil { keyPaths += 1 } } }
        #expect(keyPaths == 0, "a second render lists key paths")
        return model
    }

    /// A persistent tracking installed from identities alone still says which key path changed.
    @Test func aTrackingOfPublishedPropertiesKnowsTheKeyPathThatChanged() {
        let model = renderedOnce()
        let changed = Locked<AnyKeyPath?>(nil)
        withObservationTracking { _ = model.b } willSet: { tracking in changed.set(tracking.changed) }
        model.b = 1
        #expect(changed.get() == \Model.b)
    }

    /// A change announced through the key-path API finds the group that a read by identity
    /// alone observed.
    @Test func aChangeByKeyPathReachesAReadListedWithoutOne() {
        let model = renderedOnce()
        let log = EventLog()
        withObservationTracking { _ = model.a } onChange: { log.append("a") }
        model.withMutation(keyPath: \.a) {}
        #expect(log.events == ["a"])
    }

    /// An inner scope's identities, merged into the enclosing one, are installed by it too.
    @Test func aNestedScopeMergesIdentitiesWithoutKeyPaths() {
        let model = renderedOnce()
        let log = EventLog()
        withObservationTracking {
            withObservationTracking { _ = model.a } onChange: { log.append("inner") }
        } onChange: { log.append("outer") }
        model.a = 1
        #expect(log.events.sorted() == ["inner", "outer"])
    }

    /// An options tracking, whose scope dates each read, installs on a published property by
    /// its identity.
    @Test func anOptionsTrackingInstallsAPublishedProperty() {
        let model = renderedOnce()
        let log = EventLog()
        withObservationTracking(options: .willSet) { _ = model.b } onChange: { _ in log.append("b") }
        model.b = 1
        #expect(log.events == ["b"])
    }
}

/// A value shared with a `@Sendable` callback.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
