import Dispatch
import ObservationBackport
import Testing

/// Hand-expanded `@Observable` model.
private final class Title: ObservationBackport.Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var _text = "a"

    var text: String {
        get { registrar.access(self, keyPath: \.text); return _text }
        set { registrar.withMutation(of: self, keyPath: \.text) { _text = newValue } }
    }
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
