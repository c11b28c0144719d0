import ObservationBackport
import Testing

@Observable private final class Draft {
    var title = "a"
}

/// What `@ObservationStateObject` promises that the stub can show: the initial value is not
/// evaluated when the view is made (SwiftUI drops all but the first view's storage, so the
/// models of the others must never exist), and evaluated once however often it is read.
/// That SwiftUI keeps the first storage is `@State`'s own guarantee.
@MainActor @Suite(.unbridged) struct ObservationStateObjectTests {
    @Test func makingTheViewDoesNotMakeTheModel() {
        var made = 0
        let state = ObservationStateObject(wrappedValue: { made += 1; return Draft() }())
        _ = state
        #expect(made == 0)
    }

    @Test func theModelIsMadeOnceAndKept() {
        var made = 0
        let state = ObservationStateObject(wrappedValue: { made += 1; return Draft() }())
        let first = state.wrappedValue
        let second = state.wrappedValue
        #expect(made == 1)
        #expect(first === second)
    }

    @Test func theProjectionGivesBindingsToTheModel() {
        let state = ObservationStateObject(wrappedValue: Draft())
        let title = state.projectedValue.title
        title.wrappedValue = "b"
        #expect(state.wrappedValue.title == "b")
    }
}
