import ObservationBackport
import SwiftUI
import ViewHost

// "A Deep Dive into Observation": the envelope view reads only `alreadyRead`, so a new message does not evaluate it
// again; the message view reads only `message`.

@Observable final class Chat {
    var message = "Hello"
    var alreadyRead = false
}

struct ChatExample: View {
    @State private var chat = Chat()

    var body: some View {
        VStack(spacing: 16) {
            EnvelopeView(chat: chat)
            MessageView(chat: chat)
            Button("Read") { chat.alreadyRead = true }
            Button("New message") {
                chat.message = "Message at \(Date())"
                chat.alreadyRead = false
            }
        }
        .padding()
    }
}

struct EnvelopeView: View {
    let chat: Chat

    var body: some View {
        ObservationHost {
            Image(systemName: chat.alreadyRead ? "envelope.open" : "envelope")
                .font(.largeTitle)
        }
    }
}

struct MessageView: View {
    let chat: Chat

    var body: some View {
        ObservationHost {
            Text(chat.message)
        }
    }
}
