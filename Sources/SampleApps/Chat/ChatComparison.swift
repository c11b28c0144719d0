import ObservationBackport
import TextViews

// "A Deep Dive into Observation", "Performance": the same two views over an ObservableObject and over an @Observable
// model. Each view reads one property; only the @Observable views re-evaluate for just the
// property they read.

/// The ObservableObject-era twin of `Chat`.
@MainActor final class ChatObject: ObservableObject {
    let objectWillChange = ObjectWillChangePublisher()
    @Published var message: String
    @Published var alreadyRead: Bool

    init(message: String, alreadyRead: Bool) {
        self.message = message
        self.alreadyRead = alreadyRead
    }
}

struct ObjectEnvelopeView: View {
    @ObservedObject var chat: ChatObject

    var body: some View {
        ObservationHost {
            Label("Message", systemImage: chat.alreadyRead ? "envelope.open" : "envelope")
        }
    }
}

struct ObjectMessageView: View {
    @ObservedObject var chat: ChatObject

    var body: some View {
        ObservationHost {
            Text(chat.message)
        }
    }
}

struct EnvelopeView: View {
    let chat: Chat

    var body: some View {
        ObservationHost {
            Label("Message", systemImage: chat.alreadyRead ? "envelope.open" : "envelope")
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

/// Controls that make every change to both models, so that one script drives both columns.
struct ChatControls: View {
    let chat: Chat
    let chatObject: ChatObject

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                TextField("Message", text: Binding(
                    get: { chat.message },
                    set: { chat.message = $0; chatObject.message = $0 }))
                HStack {
                    Button("Mark read") { chat.alreadyRead = true; chatObject.alreadyRead = true }
                    Button("Mark unread") { chat.alreadyRead = false; chatObject.alreadyRead = false }
                }
            }
        }
    }
}

/// Both columns side by side, under the controls that change both models.
struct ChatComparisonView: View {
    let chat: Chat
    let chatObject: ChatObject

    var body: some View {
        VStack(alignment: .leading) {
            ChatControls(chat: chat, chatObject: chatObject)
            HStack(spacing: 3) {
                VStack(alignment: .leading) {
                    Text("ObservableObject")
                    ObjectEnvelopeView(chat: chatObject)
                    ObjectMessageView(chat: chatObject)
                }
                VStack(alignment: .leading) {
                    Text("@Observable")
                    EnvelopeView(chat: chat)
                    MessageView(chat: chat)
                }
            }
        }
    }
}
