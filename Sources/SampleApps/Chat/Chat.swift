import ObservationBackport
import TextViews

// "A Deep Dive into Observation": the Chat model and the view that shows whether it was read.

@Observable final class Chat {
    var message: String
    var alreadyRead: Bool

    init(message: String, alreadyRead: Bool) {
        self.message = message
        self.alreadyRead = alreadyRead
    }
}

/// The article's view: its body reads only `alreadyRead`, so a new message does not re-evaluate it.
struct ContentView: View {
    let chat: Chat

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Label("Message", systemImage: chat.alreadyRead ? "envelope.open" : "envelope")
                Button("Read") {
                    chat.alreadyRead = true
                }
            }
        }
    }
}
