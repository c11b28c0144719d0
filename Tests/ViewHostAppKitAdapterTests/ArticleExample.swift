import ObservationBackport
import Testing

// The AppKit example of "Using with UIKit and AppKit", compiled against the AppKit stub (there is
// no macOS SDK to compile it against here) and run.

@Observable final class Inbox {
    var unreadCount = 0
}

final class BadgeView: ObservationView {
    let inbox: Inbox
    let label = NSTextField(labelWithString: "")

    override func updateObservedProperties() {
        label.stringValue = inbox.unreadCount == 0 ? "" : "\(inbox.unreadCount)"
    }

    init(inbox: Inbox) {
        self.inbox = inbox
        super.init(frame: .zero)
        addSubview(label)
    }
}

@MainActor @Test func theArticlesBadgeShowsTheUnreadCount() {
    let inbox = Inbox()
    let badge = BadgeView(inbox: inbox)
    stubLayOut(badge)
    #expect(badge.label.stringValue == "")

    inbox.unreadCount = 3
    stubLayOut(badge)

    #expect(badge.label.stringValue == "3")
}
