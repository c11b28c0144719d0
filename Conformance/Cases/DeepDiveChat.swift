// "A Deep Dive into Observation": the Chat example and the stated mechanics.
#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Chat {
    var message: String
    var alreadyRead: Bool

    init(message: String, alreadyRead: Bool) {
        self.message = message
        self.alreadyRead = alreadyRead
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Person {
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    var name: String = ""
    var age: Int = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var deepDiveCases: [ConformanceCase] { [
    ConformanceCase(
        "onChange fires once, in willSet, only for what apply read",
        source: "A Deep Dive into Observation · ObservationRegistrar and withObservationTracking",
        documented: ["chat.message = \"Some text\"", "chat.alreadyRead = true", "On Changed: Some text | false",
                     "chat.alreadyRead = false"]
    ) { log in
        nonisolated(unsafe) let chat = Chat(message: "Sample message", alreadyRead: false)
        withObservationTracking {
            _ = chat.alreadyRead
        } onChange: {
            log("On Changed: \(chat.message) | \(chat.alreadyRead)")
        }
        log("chat.message = \"Some text\"")
        chat.message = "Some text"
        log("chat.alreadyRead = true")
        chat.alreadyRead = true
        log("chat.alreadyRead = false")
        chat.alreadyRead = false
    },
    ConformanceCase(
        "an init assigning through init accessors, then a tracked change",
        source: "A Deep Dive into Observation · Weigh the pros and cons (ObservationBP Person)",
        documented: ["Changed!"]
    ) { log in
        let p = Person(name: "Tom", age: 12)
        withObservationTracking { _ = p.name } onChange: { log("Changed!") }
        p.age = 13
        p.name = "Tim"
    },
    ConformanceCase(
        "re-render on change: a view re-arms its tracking each time it renders",
        source: "A Deep Dive into Observation · withObservationTracking (renderUI recursion)",
        documented: ["View update", "Read", "View update", "Read again"]
    ) { log in
        let chat = Chat(message: "Message", alreadyRead: false)
        let view = RenderLoop(log) { _ = chat.alreadyRead ? "envelope.open" : "envelope" }
        view.action("Read") { chat.alreadyRead = true }
        view.action("Read again") { chat.alreadyRead = true }
    },
    ConformanceCase(
        "a view reading one property is not re-rendered by another",
        source: "A Deep Dive into Observation · Performance (PersonNameView / PersonAgeView)",
        documented: ["PersonNameView update", "PersonAgeView update", "person.age += 1", "PersonAgeView update"]
    ) { log in
        let person = Person(name: "Tom", age: 12)
        let nameView = RenderLoop(log, name: "PersonNameView") { _ = person.name }
        let ageView = RenderLoop(log, name: "PersonAgeView") { _ = person.age }
        log("person.age += 1")
        person.age += 1
        nameView.renderIfDirty()
        ageView.renderIfDirty()
    },
    ConformanceCase(
        "one tracking scope spans several objects",
        source: "A Deep Dive into Observation · Observation tracking (multiple objects, one access list)",
        documented: ["second.alreadyRead = true", "onChange", "first.alreadyRead = true"]
    ) { log in
        let first = Chat(message: "a", alreadyRead: false)
        let second = Chat(message: "b", alreadyRead: false)
        withObservationTracking {
            _ = first.alreadyRead
            _ = second.alreadyRead
        } onChange: {
            log("onChange")
        }
        log("second.alreadyRead = true")
        second.alreadyRead = true
        log("first.alreadyRead = true")
        first.alreadyRead = true
    },
    ConformanceCase(
        "onChange runs on the thread that makes the first observed change",
        source: "A Deep Dive into Observation · Thread-safe",
        documented: ["onChange on the mutating thread"]
    ) { log in
        nonisolated(unsafe) let chat = Chat(message: "a", alreadyRead: false)
        let mutatingThread = ThreadIDBox()
        withObservationTracking { _ = chat.alreadyRead } onChange: {
            log(currentThreadID() == mutatingThread.value ? "onChange on the mutating thread" : "onChange elsewhere")
        }
        onNewThread {
            mutatingThread.value = currentThreadID()
            chat.alreadyRead = true
        }
    },
    ConformanceCase(
        "the didSet variant sees the new value, the willSet variant the old one",
        source: "A Deep Dive into Observation · Observation timing (willSet, didSet, full)",
        documented: ["willSet sees false", "didSet sees true"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        nonisolated(unsafe) let chat = Chat(message: "a", alreadyRead: false)
        let handle = TrackingHandle()
        withObservationTracking {
            _ = chat.alreadyRead
        } willSet: { tracking in
            handle.tracking = tracking
            log("willSet sees \(chat.alreadyRead)")
        } didSet: { _ in
            log("didSet sees \(chat.alreadyRead)")
        }
        chat.alreadyRead = true
        handle.tracking?.cancel()  // the callbacks capture the model: cancelling breaks the cycle
        #endif
    },
] }
