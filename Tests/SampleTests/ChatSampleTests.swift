@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// "A Deep Dive into Observation": a view re-evaluates for the properties its body reads; an ObservableObject's views
// re-evaluate for every write to any @Published property, even an equal one.

@MainActor @Suite(.unbridged) struct ChatSampleTests {
    let run = CommandRunner(.chat)

    @Test func firstFrame() {
        #expect(run.start.frame == """
            [envelope] Message
            [ Read ]

            ───────────────────────────────────────

            Message: [Sample Message]
            [ Mark read ] [ Mark unread ]
            ObservableObject     @Observable
            [envelope] Message   [envelope] Message
            Sample Message       Sample Message
            """)
        #expect(run.start.evaluationCounts == [
            "ChatSampleView": 1, "ContentView": 1, "ChatComparisonView": 1, "ChatControls": 1,
            "ObjectEnvelopeView": 1, "ObjectMessageView": 1, "EnvelopeView": 1, "MessageView": 1,
        ])
    }

    @Test func readReEvaluatesTheSeedsContentViewOnly() throws {
        let report = try run.perform("tap Read")
        #expect(report.frame.hasPrefix("[envelope.open] Message\n[ Read ]\n"))
        #expect(report.evaluationCounts == ["ContentView": 1])
    }

    @Test func aNewMessageReEvaluatesEveryObjectViewButOnlyTheObservableViewThatShowsIt() throws {
        let report = try run.perform("type Message=Hello")
        #expect(report.frame.hasSuffix("""
            Message: [Hello]
            [ Mark read ] [ Mark unread ]
            ObservableObject     @Observable
            [envelope] Message   [envelope] Message
            Hello                Hello
            """))
        #expect(report.evaluationCounts == [
            "ChatControls": 1, "ObjectEnvelopeView": 1, "ObjectMessageView": 1, "MessageView": 1,
        ])
    }

    @Test func markingReadReEvaluatesOneObservableViewAndBothObjectViews() throws {
        let report = try run.perform("tap Mark read")
        #expect(report.frame.hasSuffix("""
            ObservableObject          @Observable
            [envelope.open] Message   [envelope.open] Message
            Sample Message            Sample Message
            """))
        #expect(report.evaluationCounts == ["EnvelopeView": 1, "ObjectEnvelopeView": 1, "ObjectMessageView": 1])
    }

    @Test func anEqualWriteReEvaluatesOnlyTheObjectViews() throws {
        _ = try run.perform("tap Mark read")
        let report = try run.perform("tap Mark read")
        #expect(!report.frameChanged)
        #expect(report.evaluationCounts == ["ObjectEnvelopeView": 1, "ObjectMessageView": 1])
    }
}
