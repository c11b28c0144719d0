import Dispatch
import Foundation
import ObservationBackport
import Testing

@Observable private final class Item: @unchecked Sendable {
    var title = "a"
    var unread = 0
}

private final class ItemView: ObservationView {
    let item: Item
    var shownTitle = ""
    var updates = 0

    init(_ item: Item) {
        self.item = item
        super.init(frame: .zero)
    }

    override func updateObservedProperties() {
        shownTitle = item.title
        updates += 1
    }
}

private final class ItemController: ObservationViewController {
    let item: Item
    var log: [String] = []

    init(_ item: Item) {
        self.item = item
        super.init()
    }

    override func updateObservedProperties() {
        _ = item.title
        log.append("update")
    }

    override func viewWillLayout() {
        super.viewWillLayout()
        log.append("willLayout")
    }
}

private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@MainActor @Suite(.serialized, .unbridged, .deadline) struct AppKitAdapterTests {
    @Test func aBurstOfChangesGivesOneUpdateInTheNextLayoutPass() {
        let item = Item()
        let view = ItemView(item)
        stubLayOut(view)
        #expect(view.updates == 1 && view.shownTitle == "a")

        item.title = "b"
        item.title = "c"
        #expect(view.needsLayout, "a change on the main thread asks for layout at once")
        stubLayOut(view)
        stubLayOut(view)

        #expect(view.updates == 2 && view.shownTitle == "c")
    }

    @Test func aChangeToWhatTheUpdateDidNotReadAsksForNothing() {
        let item = Item()
        let view = ItemView(item)
        stubLayOut(view)

        item.unread = 1

        #expect(!view.needsLayout)
    }

    @Test func writesFromOtherThreadsAskTheMainThreadForOneUpdate() async {
        let item = Item()
        let view = ItemView(item)
        stubLayOut(view)

        let writing = NSLock()  // the model's own synchronization: one writer at a time
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 4) { index in
                    for step in 0..<100 { writing.withLock { item.title = "\(index).\(step)" } }
                }
                item.title = "last"
                done.resume()
            }
        }
        await drainMainQueue()
        stubLayOut(view)

        #expect(view.updates == 2 && view.shownTitle == "last")
    }

    @Test func theObserverEndsWithTheView() {
        let model = GatedModel()
        var view: GatedView? = GatedView(model)
        for _ in 0..<100 {
            view!.setNeedsUpdateObservedProperties()
            stubLayOut(view!)
        }
        #expect(model.liveObservers == 1)

        view = nil

        #expect(model.liveObservers == 0)
    }

    @Test func aControllersUpdateRunsInViewWillLayoutBeforeItsOwnCode() {
        let item = Item()
        let controller = ItemController(item)
        stubLayOut(controller.view)
        item.title = "b"
        stubLayOut(controller.view)

        #expect(controller.log == ["update", "willLayout", "update", "willLayout"])
    }
}

private final class GatedView: ObservationView {
    let model: GatedModel

    init(_ model: GatedModel) {
        self.model = model
        super.init(frame: .zero)
    }

    override func updateObservedProperties() { _ = model.value }
}
