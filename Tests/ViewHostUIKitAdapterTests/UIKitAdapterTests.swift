import Dispatch
import Foundation
import ObservationBackport
import Testing

@Observable private final class Item: @unchecked Sendable {
    var title = "a"
    var width = 10
    var color = "red"
    var unread = 0
}

/// Records what ran, in order.
@MainActor private final class Log {
    var entries: [String] = []
    func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A view as an app writes one: its update sets content, its layout and drawing read the model.
private final class ItemView: ObservationView {
    let item: Item
    let log: Log
    var shownTitle = ""

    init(_ item: Item, log: Log) {
        self.item = item
        self.log = log
        super.init(frame: .zero)
    }

    override func updateObservedProperties() {
        shownTitle = item.title
        log.entries.append("update")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = item.width
        log.entries.append("layout")
    }

    override func draw(_ rect: CGRect) {
        _ = item.color
        log.entries.append("draw")
    }
}

/// Lets the main queue run what was queued on it before now.
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@MainActor @Suite(.serialized, .unbridged, .deadline) struct UIKitAdapterTests {
    @Test func theFirstCommitUpdatesThenLaysOutThenDraws() {
        let log = Log()
        let view = ItemView(Item(), log: log)

        stubCommit(view)

        #expect(log.entries == ["update", "layout", "draw"])
        #expect(view.shownTitle == "a")
    }

    @Test func aBurstOfChangesGivesOneUpdateInTheNextCommit() {
        let log = Log(), item = Item()
        let view = ItemView(item, log: log)
        stubCommit(view)
        log.entries = []

        item.title = "b"
        item.title = "c"
        item.title = "d"
        #expect(view.layer.stubNeedsLayout, "a change on the main thread asks for layout at once")
        stubCommit(view)
        stubCommit(view)

        #expect(log.entries == ["update", "layout"], "one update, in the layout pass; nothing drawn")
        #expect(view.shownTitle == "d")
    }

    @Test func aChangeToWhatNothingReadAsksForNothing() {
        let log = Log(), item = Item()
        let view = ItemView(item, log: log)
        stubCommit(view)
        log.entries = []

        item.unread = 3
        stubCommit(view)

        #expect(!view.layer.stubNeedsLayout && !view.layer.stubNeedsDisplay)
        #expect(log.entries.isEmpty)
    }

    @Test func readsInLayoutSubviewsAndDrawAreTrackedApart() {
        let log = Log(), item = Item()
        let view = ItemView(item, log: log)
        stubCommit(view)
        log.entries = []

        item.width = 20
        stubCommit(view)
        #expect(log.entries == ["layout"], "layoutSubviews again, without the update")

        log.entries = []
        item.color = "blue"
        stubCommit(view)
        #expect(log.entries == ["draw"])
    }

    @Test func setNeedsUpdateObservedPropertiesIsCoalescedIntoTheNextLayoutPass() {
        let log = Log()
        let view = ItemView(Item(), log: log)
        stubCommit(view)
        log.entries = []

        view.setNeedsUpdateObservedProperties()
        view.setNeedsUpdateObservedProperties()
        stubCommit(view)

        #expect(log.count("update") == 1)
    }

    @Test func genericCodeUpdatesAViewAndAControllerThroughTheirSharedProtocol() {
        let log = Log(), item = Item()
        let view = ItemView(item, log: log)
        let controller = ItemController(item, log: log)
        stubCommit(view)
        stubCommit(controller.view)
        log.entries = []
        item.title = "b"

        func update(_ host: some ObservedPropertiesUpdating) { host.updateObservedPropertiesIfNeeded() }
        update(view)
        update(controller)
        update(view)

        #expect(log.entries == ["update", "update"], "each subclass's override, once")
        #expect(view.shownTitle == "b" && controller.shownTitle == "b")
    }

    @Test func aThousandPassesKeepOneObserverPerMethodAndEndWithTheView() {
        let model = GatedModel()
        var view: GatedView? = GatedView(model)
        for _ in 0..<1_000 {
            view!.setNeedsUpdateObservedProperties()
            view!.setNeedsLayout()
            stubCommit(view!)
        }
        #expect(model.liveObservers == 2, "the update's and the layout's")

        view = nil

        #expect(model.liveObservers == 0)
    }

    /// A parent's update writes what a child read: the child is updated in the same commit, as
    /// the write asked for its layout on the main thread before the commit reached it.
    @Test func aChildThatAParentsUpdateInvalidatesIsUpdatedInTheSameCommit() {
        let log = Log(), parentItem = Item(), childItem = Item()
        let child = ItemView(childItem, log: log)
        let parent = ForwardingView(from: parentItem, to: childItem)
        parent.addSubview(child)
        stubCommit(parent)
        #expect(child.shownTitle == "a")

        parentItem.title = "b"
        stubCommit(parent)

        #expect(child.shownTitle == "b")
        #expect(!parent.layer.stubNeedsLayout && !child.layer.stubNeedsLayout)
    }

    /// A view removed from its window while a change is pending is not laid out, so not updated;
    /// it is when it is back. Released with a change in flight from another thread, nothing runs.
    @Test func aViewRemovedWhileAChangeIsPendingIsUpdatedWhenBackOrNeverOnceReleased() async {
        let log = Log(), item = Item()
        let window = UIView()
        var view: ItemView? = ItemView(item, log: log)
        window.addSubview(view!)
        stubCommit(window)
        log.entries = []

        item.title = "b"
        view!.removeFromSuperview()
        stubCommit(window)
        #expect(log.entries.isEmpty)
        window.addSubview(view!)
        stubCommit(window)
        #expect(log.entries == ["update", "layout"])
        #expect(view!.shownTitle == "b")

        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread { item.title = "c"; written.signal() }
        // The request is queued on the main queue, holding the view weakly.
        guard waitWithDeadline(for: written, "the write on another thread") else { return }
        view!.removeFromSuperview()
        view = nil
        await drainMainQueue()
        stubCommit(window)
        #expect(log.count("update") == 1)
    }

    /// Writers on other threads (run under TSan): the requests reach the main thread, and the
    /// next commit updates once with the last value.
    @Test func writesFromOtherThreadsAskTheMainThreadForOneUpdate() async {
        let log = Log(), item = Item()
        let view = ItemView(item, log: log)
        stubCommit(view)
        log.entries = []

        let writing = NSLock()  // the model's own synchronization: one writer at a time
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 8) { index in
                    for step in 0..<100 { writing.withLock { item.title = "\(index).\(step)" } }
                }
                item.title = "last"
                done.resume()
            }
        }
        await drainMainQueue()
        #expect(view.layer.stubNeedsLayout)
        stubCommit(view)

        #expect(log.count("update") == 1)
        #expect(view.shownTitle == "last")
    }

    /// A writer on another thread pauses between willSet and its store while the view updates,
    /// reading the old value: the view must still be updated after the store.
    @Test func anUpdateBetweenAnotherThreadsWillSetAndStoreIsNotLeftStale() async {
        let model = GatedModel()
        let view = GatedView(model)
        stubCommit(view)
        let afterWillSet = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        model.gate = (afterWillSet, proceed)
        Thread.detachNewThread { model.value = 1; done.signal() }
        guard waitWithDeadline(for: afterWillSet, "the writer's willSet") else { return }
        view.setNeedsUpdateObservedProperties()
        stubCommit(view)  // reads the old value
        #expect(view.shown == 0)

        proceed.signal()
        guard waitWithDeadline(for: done, "the writer's store") else { return }
        await drainMainQueue()
        stubCommit(view)

        #expect(view.shown == 1, "the view would stay stale")
    }

    // MARK: View controllers

    @Test func aControllersUpdateRunsInViewWillLayoutSubviewsBeforeItsOwnCode() {
        let log = Log(), item = Item()
        let controller = ItemController(item, log: log)
        stubCommit(controller.view)
        #expect(log.entries == ["update", "willLayout"])
        log.entries = []

        item.title = "b"
        item.title = "c"
        stubCommit(controller.view)

        #expect(log.entries == ["update", "willLayout"])
        #expect(controller.shownTitle == "c")
    }

    @Test func aControllerWhoseViewIsAnObservationViewHasItsLayoutCallbacksTracked() {
        let log = Log(), item = Item()
        let controller = ItemController(item, log: log, observationView: true)
        stubCommit(controller.view)
        log.entries = []

        item.width = 30  // read in viewWillLayoutSubviews only
        stubCommit(controller.view)

        #expect(log.entries == ["willLayout"])
    }

    @Test func aControllerAsksNothingOfAViewNotLoadedYet() {
        let log = Log(), item = Item()
        let controller = ItemController(item, log: log)
        controller.setNeedsUpdateObservedProperties()
        #expect(controller.viewIfLoaded == nil)
        stubCommit(controller.view)
        #expect(log.count("update") == 1)
    }

    // MARK: Untracked reads

    @Test func aReadInAPlainViewsLayoutIsReportedAndAnObservationViewsIsNot() {
        let reports = Reports()
        let diagnostic = UntrackedReadDiagnostic { reports.add($0) }
        let tracked = Item(), untracked = Item()
        let window = PlainView(untracked)
        window.addSubview(ItemView(tracked, log: Log()))

        diagnostic.updateBegan()
        stubCommit(window)
        diagnostic.updateEnded()

        #expect(reports.all.count == 1)
        #expect(reports.all.first?.contains("Item") == true, "names the property or at least its type")
        #expect(reports.all.first?.contains("updateObservedProperties() of an ObservationView") == true, "says how to fix it")
    }

    @Test func aControllersUpdateIsTrackedAndItsOwnLayoutCodeIsReported() {
        let reports = Reports()
        let diagnostic = UntrackedReadDiagnostic { reports.add($0) }
        let item = Item()
        let controller = ItemController(item, log: Log())

        diagnostic.updateBegan()
        stubCommit(controller.view)
        diagnostic.updateEnded()
        #expect(reports.all.isEmpty, "its update's reads are tracked; a plain view's layout read nothing")

        let untracked = ItemController(item, log: Log(), readsWidthUntracked: true)
        diagnostic.updateBegan()
        stubCommit(untracked.view)
        diagnostic.updateEnded()
        #expect(reports.all.count == 1, "a read in viewWillLayoutSubviews of a plain view's controller is not tracked")
    }
}

private final class GatedView: ObservationView {
    let model: GatedModel
    var shown = -1

    init(_ model: GatedModel) {
        self.model = model
        super.init(frame: .zero)
    }

    override func updateObservedProperties() { shown = model.value }
    override func layoutSubviews() { _ = model.value }
}

/// Copies its item's title into another item in its update.
private final class ForwardingView: ObservationView {
    let source: Item, target: Item

    init(from source: Item, to target: Item) {
        self.source = source
        self.target = target
        super.init(frame: .zero)
    }

    override func updateObservedProperties() { target.title = source.title }
}

private final class PlainView: UIView {
    let item: Item

    init(_ item: Item) {
        self.item = item
        super.init(frame: .zero)
    }

    override func layoutSubviews() { _ = item.width }
}

private final class ItemController: ObservationViewController {
    let item: Item
    let log: Log
    let observationView: Bool
    var shownTitle = ""

    let readsWidthUntracked: Bool

    init(_ item: Item, log: Log, observationView: Bool = false, readsWidthUntracked: Bool = false) {
        self.item = item
        self.log = log
        self.observationView = observationView
        self.readsWidthUntracked = readsWidthUntracked
        super.init()
    }

    override func loadView() {
        if observationView { view = ObservationView() } else { super.loadView() }
    }

    override func updateObservedProperties() {
        shownTitle = item.title
        log.entries.append("update")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if observationView || readsWidthUntracked { _ = item.width }
        log.entries.append("willLayout")
    }
}
