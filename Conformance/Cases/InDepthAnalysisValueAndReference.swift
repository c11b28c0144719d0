// "Swift Observation: in-depth analysis": every example with a printed result.
// The article prints "Changing arr[1]" / "Changing dict['2']" in two results while its code
// prints "Changing arr[0]" / "Changing dict['1']"; the cases transcribe what the code prints.
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class TestClass {
    var str = "test"
    var str1 = "test1"
    var str2 = "test2"
    var arr = ["test1", "test2"]
    var dict = ["1": "test1", "2": "test2"]
    var value = TestValue()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private struct TestValue {
    var str1 = "test"
    var str2 = "test"
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class PlainRef {
    var str = "test"
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class HoldsPlainRef {
    var ref = PlainRef()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class ObservableRef {
    var str1 = "test1"
    var str2 = "test2"
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class HoldsObservableRef {
    var ref = ObservableRef()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var inDepthAnalysisCases: [ConformanceCase] { [
    ConformanceCase(
        "read in apply, then write: onChange fires",
        source: "Swift Observation: in-depth analysis · A simple example",
        documented: ["Changing str", "str changed"]
    ) { log in
        let test = TestClass()
        withObservationTracking { _ = test.str } onChange: { log("str changed") }
        log("Changing str")
        test.str = "new"
    },
    ConformanceCase(
        "write-only apply installs no observation",
        source: "Swift Observation: in-depth analysis · Observation is attached with read access",
        documented: ["Changing str"]
    ) { log in
        nonisolated(unsafe) let test = TestClass()
        withObservationTracking { test.str = "write" } onChange: { log("str changed") }
        log("Changing str")
        test.str = "new"
    },
    ConformanceCase(
        "equal-value write of a String",
        source: "Swift Observation: in-depth analysis · The write access always triggers the notification",
        documented: ["Changing str", "str changed"],
        documentedForOlderSwift: "documented for Swift < 6.2; since 6.2 the macro skips the notification when an Equatable value is unchanged"
    ) { log in
        let test = TestClass()
        withObservationTracking { _ = test.str } onChange: { log("str changed") }
        log("Changing str")
        test.str = "test"
    },
    ConformanceCase(
        "only the property read in apply is observed",
        source: "Swift Observation: in-depth analysis · Only read properties are observed",
        documented: ["Changing str2", "str2 changed"]
    ) { log in
        let test = TestClass()
        withObservationTracking { _ = test.str1 } onChange: { log("str1 changed") }
        withObservationTracking { _ = test.str2 } onChange: { log("str2 changed") }
        log("Changing str2")
        test.str2 = "new"
    },
    ConformanceCase(
        "array element write notifies readers of the array and of every element",
        source: "Swift Observation: in-depth analysis · Arrays",
        documented: ["Changing arr[0]", "arr changed", "arr[0] changed", "arr[1] changed"]
    ) { log in
        let test = TestClass()
        withObservationTracking { _ = test.arr } onChange: { log("arr changed") }
        withObservationTracking { _ = test.arr[0] } onChange: { log("arr[0] changed") }
        withObservationTracking { _ = test.arr[1] } onChange: { log("arr[1] changed") }
        log("Changing arr[0]")
        log.unordered { test.arr[0] = "new" }
    },
    ConformanceCase(
        "dictionary entry write notifies readers of the dictionary and of every entry",
        source: "Swift Observation: in-depth analysis · Dictionaries",
        documented: ["Changing dict['1']", "dict changed", "dict['1'] changed", "dict['2'] changed"]
    ) { log in
        let test = TestClass()
        withObservationTracking { _ = test.dict } onChange: { log("dict changed") }
        withObservationTracking { _ = test.dict["1"] } onChange: { log("dict['1'] changed") }
        withObservationTracking { _ = test.dict["2"] } onChange: { log("dict['2'] changed") }
        log("Changing dict['1']")
        log.unordered { test.dict["1"] = "new" }
    },
    ConformanceCase(
        "struct member write notifies readers of the struct and of every member",
        source: "Swift Observation: in-depth analysis · Structures",
        documented: ["Changing value.str1", "value changed", "value.str1 changed", "value.str2 changed"]
    ) { log in
        let test = TestClass()
        withObservationTracking { _ = test.value } onChange: { log("value changed") }
        withObservationTracking { _ = test.value.str1 } onChange: { log("value.str1 changed") }
        withObservationTracking { _ = test.value.str2 } onChange: { log("value.str2 changed") }
        log("Changing value.str1")
        log.unordered { test.value.str1 = "new" }
    },
    ConformanceCase(
        "replacing a reference notifies readers of the reference and through it",
        source: "Swift Observation: in-depth analysis · In-depth study: reference semantics",
        documented: ["Changing ref", "ref changed", "ref.str changed"]
    ) { log in
        let test = HoldsPlainRef()
        withObservationTracking { _ = test.ref } onChange: { log("ref changed") }
        withObservationTracking { _ = test.ref.str } onChange: { log("ref.str changed") }
        log("Changing ref")
        log.unordered { test.ref = PlainRef() }
    },
    ConformanceCase(
        "assigning the identical reference back",
        source: "Swift Observation: in-depth analysis · In-depth study: reference semantics (test.ref = test.ref)",
        documented: ["Changing ref", "ref changed", "ref.str changed"],
        documentedForOlderSwift: "documented for Swift < 6.2; since 6.2 the macro skips the notification when the same object is assigned again"
    ) { log in
        let test = HoldsPlainRef()
        withObservationTracking { _ = test.ref } onChange: { log("ref changed") }
        withObservationTracking { _ = test.ref.str } onChange: { log("ref.str changed") }
        log("Changing ref")
        log.unordered { test.ref = test.ref }
    },
    ConformanceCase(
        "writing inside a plain (non-observable) referenced object notifies nobody",
        source: "Swift Observation: in-depth analysis · Changes in a referenced object",
        documented: ["Changing ref.str"]
    ) { log in
        let test = HoldsPlainRef()
        withObservationTracking { _ = test.ref } onChange: { log("ref changed") }
        withObservationTracking { _ = test.ref.str } onChange: { log("ref.str changed") }
        log("Changing ref.str")
        test.ref.str = "new"
    },
    ConformanceCase(
        "writing inside an observable referenced object notifies only readers of that property",
        source: "Swift Observation: in-depth analysis · Changes in a referenced object (@Observable TestRef)",
        documented: ["Changing ref.str", "ref.str changed"]
    ) { log in
        let test = HoldsObservableRef()
        withObservationTracking { _ = test.ref } onChange: { log("ref changed") }
        withObservationTracking { _ = test.ref.str1 } onChange: { log("ref.str changed") }
        log("Changing ref.str")
        test.ref.str1 = "new"
    },
    ConformanceCase(
        "two writes to two tracked properties give one onChange; a later task sees both values",
        source: "Swift Observation: in-depth analysis · Reduction of changes",
        documented: [
            "Original values", "str1: test1", "str2: test2", "Changing ref.str1", "Changing ref.str2",
            "ref.str1 and/or ref.str2 changed", "str1: new1", "str2: new2",
        ]
    ) { log in
        nonisolated(unsafe) let test = HoldsObservableRef()
        let tasks = TaskBox()
        withObservationTracking {
            _ = test.ref.str1
            _ = test.ref.str2
        } onChange: {
            tasks.add(Task { @MainActor in
                log("ref.str1 and/or ref.str2 changed")
                log("str1: \(test.ref.str1)")
                log("str2: \(test.ref.str2)")
            })
        }
        log("Original values")
        log("str1: \(test.ref.str1)")
        log("str2: \(test.ref.str2)")
        log("Changing ref.str1")
        test.ref.str1 = "new1"
        log("Changing ref.str2")
        test.ref.str2 = "new2"
        await tasks.finish()
    },
    ConformanceCase(
        "a render loop re-renders once when one action changes two rendered properties",
        source: "Swift Observation: in-depth analysis · Reduction of changes (SwiftUI app, Change both)",
        documented: ["View update", "Changing both", "View update"]
    ) { log in
        let test = TestClass()
        let screen = RenderLoop(log) { _ = (test.str1, test.str2) }
        screen.action("Changing both") {
            test.str1 = "a"
            test.str2 = "b"
        }
    },
    ConformanceCase(
        "re-assigning the same observable object to a property re-renders every view under it",
        source: "Swift Observation: in-depth analysis · Changing a referenced object, example in a SwiftUI app",
        documented: ["View1 update", "View2 update", "Change ref", "View1 update", "View2 update"],
        documentedForOlderSwift: "documented for Swift < 6.2; since 6.2 assigning the identical object notifies nobody"
    ) { log in
        let test = HoldsObservableRef()
        let view1 = RenderLoop(log, name: "View1") { _ = test.ref.str1 }
        let view2 = RenderLoop(log, name: "View2") { _ = test.ref.str2 }
        log("Change ref")
        test.ref = test.ref
        view1.renderIfDirty()
        view2.renderIfDirty()
    },
] }
