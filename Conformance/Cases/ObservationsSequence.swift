// `Observations`, the asynchronous sequence of SE-0475 "Transactional Observation of Values":
// the proposal's examples with a stated output and the measured facts (the closure first runs
// at the first next(); a burst collapses to the latest value; an equal write emits nothing; an
// error is thrown once, then nil; cancellation gives nil; untilFinished's .finish gives nil).
// Every case iterates on the main actor, the isolation the closures are written on, and awaits
// only values the source promises, so no case depends on timing.
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Pet {
    var name: String
    init(name: String) { self.name = name }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Person {
    var firstName: String
    var lastName: String
    var pet: Pet?
    var name: String { firstName + " " + lastName }

    init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private struct Refused: Error {}

/// Lets the main actor run whatever Observations enqueued on it (a re-evaluation after a change).
/// Cases only use it where running more or less of that work cannot change their events.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@MainActor private func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

/// Waits until `log` holds `count` events: the iterating tasks have got that far. Gives up,
/// logging so, after `caseDeadlineSeconds`.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@MainActor private func waitFor(_ log: EventLog, events count: Int) async {
    let deadline = CaseDeadline()
    while log.events.count < count {
        guard !deadline.hasPassed else { return log("gave up waiting for \(count) events") }
        await Task.yield()
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var observationsCases: [ConformanceCase] { [
    ConformanceCase(
        "the closure first runs at the first next()",
        source: "SE-0475 · Detailed design (the closure is not run immediately)",
        documented: ["created", "iterator made", "closure ran", "next: 0 0"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        let names = Observations {
            log("closure ran")
            return person.name
        }
        log("created")
        var iterator = names.makeAsyncIterator()
        log("iterator made")
        log("next: \(await iterator.next() ?? "nil")")
        #endif
    },
    ConformanceCase(
        "two writes before a suspension give one consistent value (no tearing)",
        source: "SE-0475 · Detailed design (tearing: firstName then lastName)",
        documented: ["0 0", "1 1", "2 2"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        var iterator = Observations { person.name }.makeAsyncIterator()
        log(await iterator.next() ?? "nil")
        for i in 1...2 {
            person.firstName = "\(i)"
            person.lastName = "\(i)"
            log(await iterator.next() ?? "nil")
        }
        #endif
    },
    ConformanceCase(
        "a burst of changes while the consumer is away collapses to the latest value",
        source: "SE-0475 · Behavioral Notes (production out-paces iteration)",
        documented: ["0 0", "4 4", "5 5"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        var iterator = Observations { person.name }.makeAsyncIterator()
        log(await iterator.next() ?? "nil")
        for i in 1...4 {
            person.firstName = "\(i)"
            person.lastName = "\(i)"
            await settle()
        }
        log(await iterator.next() ?? "nil")
        person.firstName = "5"
        person.lastName = "5"
        log(await iterator.next() ?? "nil")
        #endif
    },
    ConformanceCase(
        "two iterators awaiting together each start with the current value and each get the change",
        source: "SE-0475 · Behavioral Notes (A = 0 0, B = 0 0, B = 1 1, A = 1 1)",
        documented: ["A = 0 0", "A = 1 1", "B = 0 0", "B = 1 1"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        let names = Observations { person.name }
        @MainActor func iterate(_ label: String) -> Task<Void, Never> {
            Task { @MainActor in
                var iterator = names.makeAsyncIterator()
                for _ in 0..<2 { log("\(label) = \(await iterator.next() ?? "nil")") }
            }
        }
        await log.unordered {
            let a = iterate("A")
            let b = iterate("B")
            await waitFor(log, events: 2)
            person.firstName = "1"
            person.lastName = "1"
            await a.value
            await b.value
        }
        #endif
    },
    ConformanceCase(
        "iterators of one sequence share its changes: the first to ask takes a change, the other waits for the next",
        source: "measured · Apple 6.3.1 (SE-0475: subject-like distribution to awaiting iterators)",
        documented: ["A = 0 0", "B = 0 0", "B = 1 1", "firstName = 2", "A = 2 1"],
        deliberateDifference: "each of our iterators observes on its own, so A also gets the change B took (DocC: Deliberate differences, Observations)",
        oursDeliberately: ["A = 0 0", "B = 0 0", "B = 1 1", "firstName = 2", "A = 1 1"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        let names = Observations { person.name }
        var a = names.makeAsyncIterator()
        var b = names.makeAsyncIterator()
        log("A = \(await a.next() ?? "nil")")
        log("B = \(await b.next() ?? "nil")")
        person.firstName = "1"
        person.lastName = "1"
        log("B = \(await b.next() ?? "nil")")
        let pending = Task { @MainActor [a] in
            var a = a
            return await a.next() ?? "nil"
        }
        await settle()
        log("firstName = 2")
        person.firstName = "2"
        log("A = \(await pending.value)")
        #endif
    },
    ConformanceCase(
        "a greeting tracks the assignment of a pet, then the pet's name",
        source: "SE-0475 · Proposed solution (greetings with an optional pet)",
        documented: ["Hello Jane Appleseed", "Hello Jane Appleseed and Fido", "Hello Jane Appleseed and Rex"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "Jane", lastName: "Appleseed")
        let greetings = Observations {
            if let pet = person.pet {
                return "Hello \(person.name) and \(pet.name)"
            } else {
                return "Hello \(person.name)"
            }
        }
        var iterator = greetings.makeAsyncIterator()
        log(await iterator.next() ?? "nil")
        person.pet = Pet(name: "Fido")
        log(await iterator.next() ?? "nil")
        person.pet?.name = "Rex"
        log(await iterator.next() ?? "nil")
        #endif
    },
    ConformanceCase(
        "a write of an equal value emits nothing",
        source: "facts 6.3 · Observations: an equal write emits nothing",
        documented: ["0 0", "equal write", "1 0"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        var iterator = Observations { person.name }.makeAsyncIterator()
        log(await iterator.next() ?? "nil")
        log("equal write")
        person.firstName = "0"
        await settle()
        person.firstName = "1"
        log(await iterator.next() ?? "nil")
        #endif
    },
    ConformanceCase(
        "an error thrown by the closure ends the sequence: thrown once, then nil",
        source: "SE-0475 · Detailed design (a thrown error completes the sequence); facts 6.3",
        documented: ["value 0 0", "threw Refused", "then nil"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        let names = Observations { () throws(Refused) -> String in
            if person.firstName == "stop" { throw Refused() }
            return person.name
        }
        var iterator = names.makeAsyncIterator()
        do {
            log("value \(try await iterator.next() ?? "nil")")
            person.firstName = "stop"
            log("value \(try await iterator.next() ?? "nil")")
        } catch {
            log("threw Refused")
        }
        do {
            log(try await iterator.next() == nil ? "then nil" : "then a value")
        } catch {
            log("threw again")
        }
        #endif
    },
    ConformanceCase(
        "untilFinished: values until the closure returns .finish, then nil",
        source: "SE-0475 · Detailed design (untilFinished)",
        documented: ["next 0", "next 1", "nil"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        let names = Observations<String, Never>.untilFinished {
            person.firstName == "2" ? .finish : .next(person.firstName)
        }
        var iterator = names.makeAsyncIterator()
        log("next \(await iterator.next() ?? "nil")")
        person.firstName = "1"
        log("next \(await iterator.next() ?? "nil")")
        person.firstName = "2"
        log(await iterator.next() ?? "nil")
        #endif
    },
    ConformanceCase(
        "untilFinished returning .finish at once gives nil at once",
        source: "facts 6.3 · untilFinished { .finish } gives nil at once",
        documented: ["nil"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        var iterator = Observations<String, Never>.untilFinished { .finish }.makeAsyncIterator()
        log(await iterator.next() ?? "nil")
        #endif
    },
    ConformanceCase(
        "cancelling the iterating task ends the iteration with nil",
        source: "facts 6.3 · cancellation gives nil",
        documented: ["first 0 0", "after cancel: nil"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let person = Person(firstName: "0", lastName: "0")
        let names = Observations { person.name }
        let task = Task { @MainActor in
            var iterator = names.makeAsyncIterator()
            log("first \(await iterator.next() ?? "nil")")
            log("after cancel: \(await iterator.next() ?? "nil")")
        }
        await waitFor(log, events: 1)
        task.cancel()
        await task.value
        #endif
    },
    ConformanceCase(
        "a closure that reads nothing yields its value once, then waits until cancelled",
        source: "measured · Apple 6.3.1 (Observations over no observable property)",
        documented: ["first 42", "still waiting, cancel", "then nil"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let constant = Observations { 42 }
        let task = Task { @MainActor in
            var iterator = constant.makeAsyncIterator()
            log("first \(await iterator.next().map(String.init) ?? "nil")")
            log("then \(await iterator.next().map(String.init) ?? "nil")")
        }
        await waitFor(log, events: 1)
        log("still waiting, cancel")
        task.cancel()
        await task.value
        #endif
    },
    ConformanceCase(
        "an iterator of a cancelled task returns nil without running the closure",
        source: "facts 6.3 · cancellation gives nil",
        documented: ["nil", "closure ran: false"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        let ran = Flag()
        let values = Observations { () -> Int in
            ran.raise()
            return 1
        }
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = values.makeAsyncIterator()
            log(await iterator.next().map(String.init) ?? "nil")
        }
        await task.value
        log("closure ran: \(ran.lower())")
        #endif
    },
    ConformanceCase(
        "an error on the first evaluation is thrown by the first next(), then nil",
        source: "SE-0475 · Detailed design (a thrown error completes the sequence)",
        documented: ["threw", "then nil"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        var iterator = Observations { () throws(Refused) -> Int in throw Refused() }.makeAsyncIterator()
        do {
            _ = try await iterator.next()
            log("no error")
        } catch {
            log("threw")
        }
        do {
            log(try await iterator.next() == nil ? "then nil" : "then a value")
        } catch {
            log("threw again")
        }
        #endif
    },
    ConformanceCase(
        "untilFinished over a weak model: freeing the model ends the iteration from Swift 6.4 (before, cancelling does)",
        source: "SE-0475 · Detailed design (hosts over a weak person); facts 6.3 · deallocation does not notify",
        documented: ["0 0", "model freed", "cancel", "ended"],
        changedInSwift64: Swift64Change(
            events: ["0 0", "model freed", "ended", "cancel"],
            change: """
                6.4's Observations.swift tracks each call of the closure with \
                `withObservationTracking(options: [.willSet, .deinit])` and its onChange calls \
                `State.emitWillChange(state)` for every event: freeing the model runs the closure \
                again, which returns `.finish`
                """)
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        #if ENGINE_APPLE
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        #endif
        var person: Person? = Person(firstName: "0", lastName: "0")
        let names = Observations<String, Never>.untilFinished { [weak person] in
            if let person { .next(person.name) } else { .finish }
        }
        let task = Task { @MainActor in
            var iterator = names.makeAsyncIterator()
            while let name = await iterator.next() { log(name) }
            log("ended")
        }
        await waitFor(log, events: 1)
        person = nil
        log("model freed")
        await settle()
        log("cancel")
        task.cancel()
        await task.value
        #endif
    },
] }
