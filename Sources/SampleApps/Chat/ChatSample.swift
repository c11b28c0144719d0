import TextViews

extension Sample {
    static let chat = Sample(
        name: "chat",
        summary: "\"A Deep Dive into Observation\": the Chat envelope and Read button; ObservableObject vs @Observable re-evaluations",
        hint: "Try: type a message, Mark read. Watch (^R): the ObservableObject views re-evaluate for any change, the @Observable ones only for what they show",
        demoScript: "type Message=Hello, tap Read, tap Mark read, tap Mark read, tap Mark unread",
        makeHost: { _ in TextHost(ChatSampleView()) })
}

/// The article's `ContentView` over one chat, and the comparison over a second pair of models.
struct ChatSampleView: View {
    let chat = Chat(message: "Sample Message", alreadyRead: false)
    let comparedChat = Chat(message: "Sample Message", alreadyRead: false)
    let comparedChatObject = ChatObject(message: "Sample Message", alreadyRead: false)

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ContentView(chat: chat)
            Divider()
            ChatComparisonView(chat: comparedChat, chatObject: comparedChatObject)
        }
    }
}
