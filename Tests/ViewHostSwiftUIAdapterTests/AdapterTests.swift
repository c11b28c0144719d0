import Dispatch
import Foundation
import ObservationBackport
import Testing

@Observable private final class Title: @unchecked Sendable {
    var text = "a"
}

@Observable private final class Person: Identifiable, @unchecked Sendable {
    let id = 7
    var name = "Tom"
}

/// A form's helper property, not isolated to the main actor.
private struct PersonForm: Sendable {
    @ObservationBindable var person: Person
    nonisolated var nameField: Binding<String> { $person.name }
}

/// Lets the main queue run what was queued on it before now.
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

// Serialized: the stub counts the writes of all states in one counter, and the engine has one
// untracked-read listener.
@MainActor @Suite(.serialized, .unbridged, .deadline) struct AdapterTests {
    // MARK: ObservationHost

    @Test func aThousandRendersThenOneChangeGiveOneObserverAndOneStateWrite() async {
        let model = GatedModel()
        let host = ObservationHost { Text("\(model.value)") }
        for _ in 0..<1_000 { _ = host.body }
        #expect(model.liveObservers == 1)
        let writesBefore = StateWrites.count

        model.value = 1
        model.value = 2
        await drainMainQueue()

        #expect(StateWrites.count == writesBefore + 1)
    }

    @Test func aChangeToSomethingElseDoesNotWriteTheState() async {
        let read = Title(), unread = Title()
        let host = ObservationHost { Text(read.text) }
        _ = host.body
        let writesBefore = StateWrites.count

        unread.text = "b"
        await drainMainQueue()

        #expect(StateWrites.count == writesBefore)
    }

    /// A writer on another thread pauses between willSet and its store while SwiftUI evaluates
    /// the host again: the view must still be updated after the store.
    @Test func aRenderBetweenAnotherThreadsWillSetAndStoreIsNotLeftStale() async {
        let model = GatedModel()
        let host = ObservationHost { Text("\(model.value)") }
        _ = host.body
        let afterWillSet = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        model.gate = (afterWillSet, proceed)
        Thread.detachNewThread { model.value = 1; done.signal() }
        waitWithDeadline(for: afterWillSet, "the writer's willSet")
        await drainMainQueue()  // what an invalidation in willSet would have queued runs now
        _ = host.body  // SwiftUI evaluates the host again, reading the old value
        let writesBefore = StateWrites.count
        proceed.signal()
        waitWithDeadline(for: done, "the writer thread to end")
        await drainMainQueue()

        #expect(StateWrites.count == writesBefore + 1, "the view would stay stale")
    }

    // MARK: Other content protocols

    @Test func aSceneHostUpdatesWhenWhatItsContentReadChanges() async {
        let title = Title()
        let host = ObservationHost { TitledScene(title: title.text) }
        #expect(host.body.title == "a")
        let writesBefore = StateWrites.count

        title.text = "b"
        await drainMainQueue()

        #expect(StateWrites.count == writesBefore + 1)
        #expect(host.body.title == "b")
    }

    @Test func theHostTakesEveryContentBuilder() {
        let title = Title()
        isScene(ObservationHost { TitledScene(title: title.text) })
        isCommands(ObservationHost { TitledCommands(title: title.text) })
        isCustomizableToolbarContent(ObservationHost { TitledToolbarItem(title: title.text) })
        isAccessibilityRotorContent(ObservationHost { TitledRotorEntry(title: title.text) })
        let column = ObservationHost { TitledColumn(title: title.text) }
        isTableColumnContent(column)
        #expect(column.tableColumnBody.title == "a")
        let row = ObservationHost { TitledRow(title: title.text) }
        isTableRowContent(row)
        #expect(row.tableRowBody.title == "a")
    }

    // MARK: ObservationBindable

    @Test func bindingsReadAndWriteTheModel() {
        let person = Person()
        @ObservationBindable var model = person
        let binding = $model.name

        binding.wrappedValue = "Bob"

        #expect(person.name == "Bob")
        #expect(binding.wrappedValue == "Bob")
    }

    @Test func bindingsToOnePropertyAreOneLocationAcrossRendersAndViews() {
        let person = Person()
        let first = ObservationBindable(wrappedValue: person)
        let second = ObservationBindable(wrappedValue: person)  // the next render, or another view
        #expect(first.projectedValue.name.stubIsSameLocation(as: second.projectedValue.name))
        #expect(first.projectedValue.name.stubIsSameLocation(as: first.projectedValue.name))
        #expect(!first.projectedValue.name.stubIsSameLocation(as: ObservationBindable(wrappedValue: Person()).projectedValue.name))
    }

    /// A control shows a binding's value; a change made elsewhere must update it, once, with one
    /// observer however often the control read it.
    @Test func aChangeToWhatABindingReadUpdatesItsViewOnce() async {
        let person = Person()
        let bindable = ObservationBindable(wrappedValue: person)
        let binding = bindable.projectedValue.name
        for _ in 0..<1_000 { _ = binding.wrappedValue }
        let location = ObservationBindingLocation.location(of: person)
        let sendsBefore = location.objectWillChange.stubSends

        person.name = "Ann"
        person.name = "Eve"
        await drainMainQueue()

        #expect(location.objectWillChange.stubSends == sendsBefore + 1)
    }

    @Test func aBindableIsWhatSwiftUIsBindableIs() {
        let person = Person()
        let bindable = ObservationBindable(wrappedValue: person)
        let copy = ObservationBindable(projectedValue: bindable.projectedValue)
        #expect(copy.wrappedValue === person)
        #expect(copy.id == 7)
        isDynamicProperty(bindable)
        isSendable(bindable)
    }

    /// SwiftUI's `Bindable` makes bindings in any isolation: so must ours, e.g. in a view's helper
    /// property outside `body` (nonisolated before the iOS 18 SDKs made `View` main-actor).
    @Test func bindingsAreMadeOutsideTheMainActorAsSwiftUIsBindableMakesThem() {
        let person = Person()
        let form = PersonForm(person: person)
        let onMain = form.nameField
        let madeElsewhere = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var offMain: Binding<String>?
        Thread.detachNewThread {
            offMain = form.nameField
            offMain?.wrappedValue = "Bob"
            madeElsewhere.signal()
        }
        guard waitWithDeadline(for: madeElsewhere, "the binding made on another thread") else { return }

        #expect(person.name == "Bob")
        #expect(onMain.wrappedValue == "Bob")
        #expect(offMain?.stubIsSameLocation(as: onMain) == true)
    }

    // MARK: Environment

    @Test func aDescendantReadsTheModelAnAncestorPutInTheEnvironment() {
        let person = Person()
        _ = Text("child").environment(person)
        var environment = EnvironmentValues()
        StubEnvironmentWrites.last?(&environment)

        #expect(Environment(Person.self).stubValue(in: environment) === person)
        let optional: Environment<Person?> = Environment(Person.self)
        #expect(optional.stubValue(in: environment) === person)
        #expect(optional.stubValue(in: EnvironmentValues()) == nil)
        #expect(Environment<Title?>(Title.self).stubValue(in: environment) == nil, "another type's key")
    }

    @Test func aScenesViewsReadTheModelTheScenePutInTheEnvironment() {
        let person = Person()
        StubEnvironmentWrites.last = nil
        let scene = WindowGroup { Text("window") }.environment(person)
        isScene(scene)
        var environment = EnvironmentValues()
        StubEnvironmentWrites.last?(&environment)

        #expect(Environment(Person.self).stubValue(in: environment) === person, "the key views read")
        let removed = WindowGroup { Text("window") }.environment(Person?.none)
        isScene(removed)
        StubEnvironmentWrites.last?(&environment)
        #expect(Environment<Person?>(Person.self).stubValue(in: environment) == nil)
    }

    // MARK: Untracked reads

    @Test func aReadOutsideAnyHostWhileSwiftUIUpdatesIsReportedOnceByName() {
        let reports = Reports()
        let diagnostic = UntrackedReadDiagnostic { reports.add($0) }
        let title = Title(), other = Title()

        _ = title.text  // before the update: an action, say
        diagnostic.updateBegan()
        _ = title.text
        _ = title.text
        _ = ObservationHost { Text(other.text) }.body  // tracked
        // Another property, so that a report of these reads would not be taken for the first.
        let person = Person()
        let onAnotherThread = DispatchSemaphore(value: 0)
        Thread.detachNewThread { _ = person.name; onAnotherThread.signal() }
        waitWithDeadline(for: onAnotherThread, "the reading thread to end")
        diagnostic.updateEnded()
        _ = person.name

        #expect(reports.all.count == 1)
        #expect(reports.all.first?.contains("read outside any ObservationHost or ObservationView while views were being updated") == true)
        #expect(reports.all.first?.contains("Title") == true, "names the property or at least its type")
        #expect(reports.all.first?.contains("ObservationHost { … }") == true, "says how to fix it")
    }

    @Test func aReadThroughABindingIsTracked() {
        let reports = Reports()
        let diagnostic = UntrackedReadDiagnostic { reports.add($0) }
        let bindable = ObservationBindable(wrappedValue: Person())

        diagnostic.updateBegan()
        _ = bindable.projectedValue.name.wrappedValue
        diagnostic.updateEnded()

        #expect(reports.all.isEmpty)
    }
}

private func isScene(_: some Scene) {}
private func isCommands(_: some Commands) {}
private func isCustomizableToolbarContent(_: some CustomizableToolbarContent) {}
private func isAccessibilityRotorContent(_: some AccessibilityRotorContent) {}
private func isTableColumnContent(_: some TableColumnContent) {}
private func isTableRowContent(_: some TableRowContent) {}
private func isDynamicProperty(_: some DynamicProperty) {}
private func isSendable(_: some Sendable) {}

private struct TitledScene: Scene {
    let title: String
    var body: Never { fatalError() }
}

private struct TitledCommands: Commands {
    let title: String
    var body: Never { fatalError() }
}

private struct TitledToolbarItem: CustomizableToolbarContent {
    let title: String
    var body: Never { fatalError() }
}

private struct TitledRotorEntry: AccessibilityRotorContent {
    let title: String
    var body: Never { fatalError() }
}

private struct Row: Identifiable {
    let id: Int
}

private struct TitledColumn: TableColumnContent {
    typealias TableRowValue = Row
    typealias TableColumnSortComparator = KeyPathComparator<Row>
    let title: String
    var tableColumnBody: TitledColumn { self }
}

private struct TitledRow: TableRowContent {
    typealias TableRowValue = Row
    let title: String
    var tableRowBody: TitledRow { self }
}
