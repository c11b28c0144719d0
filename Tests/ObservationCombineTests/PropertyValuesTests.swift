import ObservationBackport
import Testing

@testable import ObservationCombine

@Observable private final class Search {
    var query = ""
    var results: [String] = []
    var settings = Settings()
}

@Observable private final class Settings {
    var limit = 10
}

/// What ObservationPublisher publishes, checked without Combine: the current value on start,
/// then each new value, after it is stored, on the thread that changed it.
@Suite struct PropertyValuesTests {
    /// Values delivered, in order; the test's own thread is the only one that changes the model.
    private final class Received<Value>: @unchecked Sendable {
        var values: [Value] = []
    }

    @Test func theCurrentValueThenEachNewOneOnceStored() {
        let search = Search()
        let received = Received<String>()
        var seenInside: [String] = []
        let values = PropertyValues(search, \.query) { value in
            received.values.append(value)
            seenInside.append(search.query)
        }
        values.start()
        search.query = "a"
        search.results = ["unrelated"]
        search.query = "ab"
        #expect(received.values == ["", "a", "ab"])
        // Published before the change was stored, a subscriber reading the property saw the old value.
        #expect(seenInside == ["", "a", "ab"])
    }

    @Test func aKeyPathThroughANestedModelFollowsBoth() {
        let search = Search()
        let received = Received<Int>()
        let values = PropertyValues(search, \.settings.limit) { received.values.append($0) }
        values.start()
        search.settings.limit = 20
        let replaced = Settings()
        replaced.limit = 30
        search.settings = replaced
        replaced.limit = 40
        #expect(received.values == [10, 20, 30, 40])
    }

    @Test func nothingAfterCancelOrOnceTheObjectIsGone() {
        var search: Search? = Search()
        let received = Received<String>()
        let values = PropertyValues(search!, \.query) { received.values.append($0) }
        values.start()
        search?.query = "a"
        values.cancel()
        search?.query = "b"
        #expect(received.values == ["", "a"])

        let other = Received<String>()
        let second = PropertyValues(search!, \.query) { other.values.append($0) }
        second.start()
        weak let gone = search
        search = nil
        #expect(gone == nil, "the values hold the object weakly")
        #expect(other.values == ["b"])
    }
}
