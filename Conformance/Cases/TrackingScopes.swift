// Tracking scopes: nesting, recursion, cascades, duplicates, siblings, deallocation, generic and
// @MainActor models. Sources: the measured facts, the access-list merging of "Observation: The Present", SE-0395.
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Node {
    var a = 0
    var b = 0
    var child: Node?
    @ObservationIgnored let deinitLog: EventLog?
    @ObservationIgnored let label: String

    init(_ label: String = "node", deinitLog: EventLog? = nil) {
        self.label = label
        self.deinitLog = deinitLog
    }

    deinit { deinitLog?("deinit \(label)") }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Pair<First, Second> {
    var first: First
    var second: Second
    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable @MainActor private final class MainActorModel {
    var title = "a"
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Catalogue {
    var entries: [String: Node] = ["k": Node()]
}

/// The `onChange` argument is an autoclosure: this records when it is evaluated.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private func makeOnChange(_ log: EventLog) -> @Sendable () -> Void {
    log("onChange autoclosure evaluated")
    return { log("onChange") }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var trackingCases: [ConformanceCase] { [
    ConformanceCase(
        "nested scopes: a change read by the inner scope fires both onChanges",
        source: "facts 6.3 · nested tracking; Observation: The Present · generateAccessList merges into the outer list",
        documented: ["b = 1", "inner", "outer"]
    ) { log in
        let node = Node()
        withObservationTracking {
            _ = node.a
            withObservationTracking { _ = node.b } onChange: { log("inner") }
        } onChange: {
            log("outer")
        }
        log("b = 1")
        log.unordered { node.b = 1 }
    },
    ConformanceCase(
        "nested scopes: a change read only by the outer scope fires only the outer onChange",
        source: "facts 6.3 · nested tracking",
        documented: ["a = 1", "outer", "b = 1", "inner"]
    ) { log in
        let node = Node()
        withObservationTracking {
            _ = node.a
            withObservationTracking { _ = node.b } onChange: { log("inner") }
        } onChange: {
            log("outer")
        }
        log("a = 1")
        node.a = 1
        log("b = 1")
        node.b = 1
    },
    ConformanceCase(
        "three nested levels: the innermost read fires all three",
        source: "facts 6.3 · nested tracking (recursive merge)",
        documented: ["a = 1", "level 1", "level 2", "level 3"]
    ) { log in
        let node = Node()
        withObservationTracking {
            withObservationTracking {
                withObservationTracking { _ = node.a } onChange: { log("level 3") }
            } onChange: {
                log("level 2")
            }
        } onChange: {
            log("level 1")
        }
        log("a = 1")
        log.unordered { node.a = 1 }
    },
    ConformanceCase(
        "reading the same property twice in one scope fires once",
        source: "A Deep Dive into Observation · an observation fires one and only one onChange",
        documented: ["a = 1", "onChange", "a = 2"]
    ) { log in
        let node = Node()
        withObservationTracking { _ = node.a + node.a } onChange: { log("onChange") }
        log("a = 1")
        node.a = 1
        log("a = 2")
        node.a = 2
    },
    ConformanceCase(
        "several scopes on one property all fire, once each",
        source: "Swift Observation: in-depth analysis · Only read properties are observed (independent scopes)",
        documented: ["a = 1", "first", "second", "third", "a = 2"]
    ) { log in
        let node = Node()
        for name in ["first", "second", "third"] {
            withObservationTracking { _ = node.a } onChange: { log(name) }
        }
        log("a = 1")
        log.unordered { node.a = 1 }
        log("a = 2")
        node.a = 2
    },
    ConformanceCase(
        "another instance of the same class does not fire",
        source: "A Deep Dive into Observation · each tracking corresponds to a registrar (per-object observation)",
        documented: ["other.a = 1", "tracked.a = 1", "onChange"]
    ) { log in
        let tracked = Node()
        let other = Node()
        withObservationTracking { _ = tracked.a } onChange: { log("onChange") }
        log("other.a = 1")
        other.a = 1
        log("tracked.a = 1")
        tracked.a = 1
    },
    ConformanceCase(
        "a write in onChange to another tracked property fires that tracking, inside",
        source: "facts 6.3 · onChange runs synchronously in willSet (cascade)",
        documented: ["a = 1", "onChange a: begin", "onChange b", "onChange a: end"]
    ) { log in
        nonisolated(unsafe) let node = Node()
        withObservationTracking { _ = node.b } onChange: { log("onChange b") }
        withObservationTracking { _ = node.a } onChange: {
            log("onChange a: begin")
            node.b = 1
            log("onChange a: end")
        }
        log("a = 1")
        node.a = 1
    },
    ConformanceCase(
        "a tracking installed in onChange does not fire for the change in progress",
        source: "Observation framework; Observation: The Present · recursive observe in onChange",
        documented: ["a = 1", "first", "a = 2", "second"]
    ) { log in
        nonisolated(unsafe) let node = Node()
        withObservationTracking { _ = node.a } onChange: {
            log("first")
            withObservationTracking { _ = node.a } onChange: { log("second") }
        }
        log("a = 1")
        node.a = 1
        log("a = 2")
        node.a = 2
    },
    ConformanceCase(
        "replacing a child notifies readers through it; the old child's changes no longer do",
        source: "Swift Observation: in-depth analysis · reference replacement vs inner change",
        documented: ["child = new", "onChange", "old child.a = 1"]
    ) { log in
        let parent = Node()
        let oldChild = Node()
        parent.child = oldChild
        withObservationTracking { _ = parent.child?.a } onChange: { log("onChange") }
        log("child = new")
        parent.child = Node()
        withObservationTracking { _ = parent.child?.a } onChange: { log("onChange again") }
        log("old child.a = 1")
        oldChild.a = 1
    },
    ConformanceCase(
        "an observable inside a dictionary is tracked through the lookup",
        source: "Observation framework · observable graphs through collections",
        documented: ["entries[k].a = 1", "onChange"]
    ) { log in
        let catalogue = Catalogue()
        withObservationTracking { _ = catalogue.entries["k"]?.a } onChange: { log("onChange") }
        log("entries[k].a = 1")
        catalogue.entries["k"]?.a = 1
    },
    ConformanceCase(
        "a tracked object dropped during tracking is freed and notifies nobody",
        source: "facts 6.3 · deallocation does not notify observers",
        documented: ["drop", "deinit dropped", "survivor.a = 1", "onChange"]
    ) { log in
        var dropped: Node? = Node("dropped", deinitLog: log)
        let survivor = Node("survivor")
        withObservationTracking {
            _ = dropped?.a
            _ = survivor.a
        } onChange: {
            log("onChange")
        }
        log("drop")
        dropped = nil
        log("survivor.a = 1")
        survivor.a = 1
    },
    ConformanceCase(
        "tracking does not retain the tracked object",
        source: "facts 6.3 · the registrar's storage drops its observers with the object",
        documented: ["deinit only", "end"]
    ) { log in
        do {
            let only = Node("only", deinitLog: log)
            withObservationTracking { _ = only.a } onChange: { log("onChange") }
        }
        log("end")
    },
    ConformanceCase(
        "a generic @Observable class tracks each property",
        source: "the package's scope · generic classes",
        documented: ["second = x", "second", "first = 2", "first"]
    ) { log in
        let pair = Pair(1, "a")
        withObservationTracking { _ = pair.first } onChange: { log("first") }
        withObservationTracking { _ = pair.second } onChange: { log("second") }
        log("second = x")
        pair.second = "x"
        log("first = 2")
        pair.first = 2
    },
    ConformanceCase(
        "a @MainActor @Observable model is tracked on the main actor",
        source: "the package's scope · @MainActor models",
        documented: ["title = b", "onChange on main actor: a"]
    ) { log in
        let model = MainActorModel()
        withObservationTracking { _ = model.title } onChange: {
            MainActor.assumeIsolated { log("onChange on main actor: \(model.title)") }
        }
        log("title = b")
        model.title = "b"
    },
    ConformanceCase(
        "withObservationTracking with no reads never evaluates onChange",
        source: "facts 6.3 · tracking installs only if apply read something",
        documented: ["a = 1"]
    ) { log in
        let node = Node()
        withObservationTracking({ _ = node.label }, onChange: makeOnChange(log))
        log("a = 1")
        node.a = 1
    },
] }
