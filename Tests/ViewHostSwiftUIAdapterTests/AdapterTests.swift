import Dispatch
import ObservationBackport
import Testing

@Observable private final class Title {
    var text = "a"
}

/// Lets the main queue run what was queued on it before now.
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

// Serialized: the stub counts the writes of all states in one counter.
@MainActor @Suite(.serialized) struct AdapterTests {
    @Test func aChangeToWhatTheContentReadBumpsTheTokenOnce() async {
        let title = Title()
        let host = ObservationHost { Text(title.text) }
        _ = host.body
        let writesBefore = StateWrites.count

        title.text = "b"
        title.text = "c"
        await drainMainQueue()

        #expect(StateWrites.count == writesBefore + 1)
    }

    @Test func aChangeToSomethingElseDoesNotBumpTheToken() async {
        let read = Title(), unread = Title()
        let host = ObservationHost { Text(read.text) }
        _ = host.body
        let writesBefore = StateWrites.count

        unread.text = "b"
        await drainMainQueue()

        #expect(StateWrites.count == writesBefore)
    }

    @Test func bindableBindingsReadAndWriteTheModel() {
        let title = Title()
        @ObservationBindable var model = title
        let binding = $model.text

        binding.wrappedValue = "z"

        #expect(title.text == "z")
        #expect(binding.wrappedValue == "z")
    }
}
