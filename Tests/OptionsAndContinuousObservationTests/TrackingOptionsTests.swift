import Testing
import ObservationBackport

/// A macro-expanded model for the SE-0506 tests: properties named by identity, as apps write them.
@Observable final class Pair: @unchecked Sendable {
    var foo = 1
    var bar = 2
    let deinitialized: Recorder<String>?

    init(recordingDeinitIn recorder: Recorder<String>? = nil) {
        deinitialized = recorder
    }

    deinit { deinitialized?.record("object deinit") }
}

/// `withObservationTracking(options:_:onChange:)`: each test names the line of Apple's
/// `ObservationTracking.swift` (6.4) or the SE-0506 sentence that decides it.
@Suite(.unbridged) struct TrackingOptionsTests {
    /// Kind of the event as a word, for readable logs.
    static func word(_ kind: ObservationTracking.Event.Kind) -> String {
        switch kind {
        case .initial: "initial"
        case .willSet: "willSet"
        case .didSet: "didSet"
        case .deinit: "deinit"
        default: "?"
        }
    }

    /// SE-0506, "Behavior & Example Usage": `+= 1` prints "property will set" then "property did
    /// set"; the tracking (one-shot: `didSet` closure cancels) hears nothing more.
    @Test func willSetAndDidSetReportOneChangeThenEnd() {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet, .didSet]) {
            _ = pair.foo
        } onChange: { event in
            log.record("\(Self.word(event.kind)) foo=\(pair.foo)")
        }
        pair.foo += 1
        pair.foo += 1
        #expect(log.recorded == ["willSet foo=1", "didSet foo=2"])
    }

    /// SE-0506: "got a change of bar" once, with options `[.willSet]`.
    @Test func matchesNamesThePropertyThatChanged() {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet]) {
            _ = pair.foo + pair.bar
        } onChange: { event in
            if event.matches(\Pair.foo) { log.record("got a change of foo") }
            if event.matches(\Pair.bar) { log.record("got a change of bar") }
        }
        pair.bar += 1
        pair.foo += 1
        #expect(log.recorded == ["got a change of bar"])
    }

    /// SE-0506: dropping the last reference triggers "got a deinit event"; "will not match any
    /// cases of deinit events".
    @Test func deinitIsReportedAndMatchesNothing() {
        var pair: Pair? = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.deinit]) {
            if let pair { _ = pair.foo + pair.bar }
        } onChange: { event in
            log.record("\(Self.word(event.kind)) matches foo: \(event.matches(\Pair.foo))")
        }
        pair?.foo = 10  // no willSet/didSet asked: nothing
        #expect(log.recorded.isEmpty)
        pair = nil
        #expect(log.recorded == ["deinit matches foo: false"])
    }

    /// Without `.deinit`, a deinit is not reported (`ObservationTracking.swift`: the deinit
    /// observer is installed only when `options.contains(.deinit)`).
    @Test func deinitIsNotReportedUnlessAsked() {
        var pair: Pair? = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet, .didSet]) {
            _ = pair?.foo
        } onChange: { event in
            log.record(Self.word(event.kind))
        }
        pair = nil
        #expect(log.recorded.isEmpty)
    }

    /// One deinit event per object read, and a deinit does not end the tracking (Apple's
    /// `deinit` closure calls no `cancel()`): a later change is still reported.
    @Test func deinitDoesNotEndTheTracking() {
        var first: Pair? = Pair()
        let second = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet, .deinit]) {
            _ = first?.foo
            _ = first?.bar
            _ = second.foo
        } onChange: { event in
            log.record(Self.word(event.kind))
        }
        first = nil
        second.foo = 5
        second.foo = 6
        #expect(log.recorded == ["deinit", "willSet"])
    }

    /// After a change ended the tracking, a deinit is not reported (`cancel()` removes the
    /// deinit observer too).
    @Test func aDeinitAfterTheChangeIsNotReported() {
        var pair: Pair? = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet, .deinit]) {
            _ = pair?.foo
        } onChange: { event in
            log.record(Self.word(event.kind))
        }
        pair?.foo = 3
        pair = nil
        #expect(log.recorded == ["willSet"])
    }

    /// SE-0506: "an event triggered on the `.willSet` can cancel the event, and there will not be
    /// a subsequent event for the corresponding `.didSet`".
    @Test func cancelAtWillSetSuppressesDidSet() {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet, .didSet]) {
            _ = pair.foo
        } onChange: { event in
            log.record(Self.word(event.kind))
            event.cancel()
        }
        pair.foo = 7
        #expect(log.recorded == ["willSet"])
    }

    /// Only `.didSet`: one event, after the value is stored.
    @Test func didSetOnlySeesTheStoredValue() {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: .didSet) {
            _ = pair.foo
        } onChange: { event in
            log.record("\(Self.word(event.kind)) \(pair.foo)")
        }
        pair.foo = 8
        pair.foo = 9
        #expect(log.recorded == ["didSet 8"])
    }

    /// A change made while `apply` runs, to a property it already read, is reported right after
    /// `apply` returns, as the first event the tracking asked for (Apple:
    /// `ObservationTracking.swift`, the `switch accessListResult.dirty` after
    /// `_installTracking(options:...)`).
    @Test(arguments: [(ObservationTracking.Options.willSet, "willSet"), (.didSet, "didSet")])
    func aChangeDuringApplyIsReportedAfterApply(options: ObservationTracking.Options, kind: String) {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: options) {
            _ = pair.foo
            _ = pair.bar
            pair.foo = 4
            log.record("apply ends")
        } onChange: { event in
            log.record("\(Self.word(event.kind)) matches foo: \(event.matches(\Pair.foo)), foo=\(pair.foo)")
        }
        #expect(log.recorded == ["apply ends", "\(kind) matches foo: true, foo=4"])
        pair.foo = 5  // one-shot: already ended
        #expect(log.recorded.count == 2)
    }

    /// A property written before it is read in `apply` is not dirty: only reads observe, each
    /// property from its own read, even when `apply` read another property of the object first
    /// (Apple's registrar marks a tracking dirty only for what it read).
    @Test(arguments: [false, true])
    func aWriteBeforeTheReadIsNotReported(readingAnotherPropertyFirst: Bool) {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet]) {
            if readingAnotherPropertyFirst { _ = pair.foo }
            pair.bar = 4
            _ = pair.bar
        } onChange: { event in
            log.record("\(Self.word(event.kind)) matches bar: \(event.matches(\Pair.bar))")
        }
        #expect(log.recorded.isEmpty)
        pair.bar = 5
        #expect(log.recorded == ["willSet matches bar: true"])
    }

    /// A property first read after a write of it inside `apply` is observed from its read: a
    /// write after that, still inside `apply`, is reported once `apply` returns.
    @Test func aWriteAfterTheReadOfAPropertyReadLaterIsReported() {
        let pair = Pair()
        let log = Recorder<String>()
        withObservationTracking(options: [.willSet]) {
            _ = pair.foo
            pair.bar = 4
            _ = pair.bar
            pair.bar = 6
        } onChange: { event in
            log.record("\(Self.word(event.kind)) matches bar: \(event.matches(\Pair.bar))")
        }
        #expect(log.recorded == ["willSet matches bar: true"])
    }

    /// `Result: ~Copyable` and typed throws, as Apple declares them.
    @Test func returnsNoncopyableResultsAndThrowsTypedErrors() {
        struct Unique: ~Copyable { let value: Int }
        struct Failure: Error, Equatable {}
        let pair = Pair()
        let unique = withObservationTracking(options: .willSet) { Unique(value: pair.foo) } onChange: { _ in }
        #expect(unique.value == 1)
        #expect(throws: Failure()) {
            try withObservationTracking(options: .willSet) { () throws(Failure) -> Int in throw Failure() } onChange: { _ in }
        }
    }

    /// A throwing `apply` installs nothing that can fire.
    @Test func aThrowingApplyLeavesNoObserver() {
        struct Failure: Error {}
        let pair = Pair()
        let log = Recorder<String>()
        _ = try? withObservationTracking(options: .willSet) { () throws(Failure) -> Void in
            _ = pair.foo
            throw Failure()
        } onChange: { event in
            log.record(Self.word(event.kind))
        }
        pair.foo = 2
        #expect(log.recorded.isEmpty)
    }

    /// Options are a `SetAlgebra`, `Sendable`.
    @Test func optionsAreASet() {
        var options: ObservationTracking.Options = []
        #expect(options.isEmpty)
        options.insert(.willSet)
        #expect(options.contains(.willSet) && !options.contains(.didSet))
        options.formUnion([.didSet, .deinit])
        #expect(options == [.willSet, .didSet, .deinit])
        #expect(options.remove(.didSet) == .didSet)
        #expect(options.remove(.didSet) == nil)
        #expect(options.intersection([.deinit, .didSet]) == .deinit)
        let sendable: any Sendable = options
        _ = sendable
    }
}
