// The differential programs install SPI observers (willSet/didSet), which Apple's SDKs do not
// declare (`SkipReason.appleSPINotInSDK`): they are built where the toolchain's Observation is used.
#if !canImport(Darwin)
#if ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit
import Foundation

/// Runs a differential program against this build's engine and returns its canonical event log.
public func interpret(_ program: Program) -> [String] {
    let run = Interpretation()
    for (index, step) in program.steps.enumerated() {
        run.perform(step, index: index)
    }
    return run.finish()
}

/// One run of a program. Observer callbacks run on writer threads, so `lock` guards
/// `trackings`, `callbackCounts` and `writers`; `objects` belongs to the interpreter's thread
/// (whatever a thread or a callback needs is resolved beforehand).
private final class Interpretation: @unchecked Sendable {
    let log = ProgramLog()
    private var objects: [Int: any FuzzObject] = [:]
    private let lock = NSLock()
    private var trackings: [Int: SPITracking] = [:]
    private var callbackCounts: [Int: Int] = [:]
    private var writers: Set<UInt> = []

    func perform(_ step: Step, index: Int) {
        var concurrent = false
        if case .writeConcurrently = step { concurrent = true }
        log.begin("#\(index) \(step)", concurrent: concurrent)
        switch step {
        case .create(let id, let macro):
            objects[id] = macro ? MacroNode(id: id, log: log) : FuzzNode(id: id, log: log)
        case .drop(let id):
            objects[id] = nil
        case .link(let parent, let child):
            guard let parent = objects[parent] else { return }
            if let child {
                guard let node = objects[child] else { return }
                asWriter { parent.link(node) }
            } else {
                asWriter { parent.link(nil) }
            }
        case .track(let scope):
            track(scope, generation: 1)
        case .observe(let observer):
            observe(observer, reads: resolve(observer.reads))
        case .cancel(let id):
            lock.withLock { trackings[id] }?.cancel()
        case .write(let write):
            guard let node = objects[write.object] else { return }
            asWriter { node.perform(write) }
        case .writeOnThread(let writes):
            let resolved = resolve(writes)
            onNewThread {
                self.asWriter {
                    for (node, write) in resolved {
                        self.log.record(.marker, "· \(write)")
                        node.value?.perform(write)
                    }
                }
            }
        case .writeConcurrently(let threads):
            let resolved = threads.map(resolve)
            onConcurrentThreads(resolved.map { writes in
                { self.asWriter { for (node, write) in writes { node.value?.perform(write) } } }
            })
        }
    }

    func finish() -> [String] {
        log.begin("end")
        objects = [:]
        return log.close()
    }

    // MARK: Tracking

    private typealias ResolvedRead = (read: Read, node: WeakNode)

    private func resolve(_ reads: [Read]) -> [ResolvedRead] {
        reads.compactMap { read in objects[read.object].map { (read, WeakNode($0)) } }
    }

    /// Weakly: the `Thread` running the writes may outlive the join, and must not delay a deinit.
    private func resolve(_ writes: [Write]) -> [(WeakNode, Write)] {
        writes.compactMap { write in objects[write.object].map { (WeakNode($0), write) } }
    }

    private func track(_ scope: Scope, generation: Int) {
        let reads = resolve(scope.reads)
        let spawn = scope.spawn.map { ($0, resolve($0.reads)) }
        oneShot(apple: scope.apple) {
            for (read, node) in reads { _ = node.value?.read(read.member) }
            for inner in scope.nested { track(inner, generation: 1) }
        } onChange: { [log] in
            let concurrent = log.isConcurrent
            var event = "T\(scope.id).\(generation) onChange"
            if !concurrent, let (read, node) = reads.first {
                event += " sees \(read)=\(node.value.map { String($0.read(read.member)) } ?? "gone")"
            }
            log.record(.willSet, event + self.threadNote())
            guard !concurrent else { return }
            if scope.rearm { self.rearm(scope.id, reads, generation: generation + 1, apple: scope.apple) }
            if let (observer, reads) = spawn { self.observe(observer, reads: reads) }
        }
    }

    /// Tracks `reads` again from inside an onChange, as the "observe again" pattern does.
    private func rearm(_ id: Int, _ reads: [ResolvedRead], generation: Int, apple: Bool) {
        oneShot(apple: apple) {
            for (read, node) in reads { _ = node.value?.read(read.member) }
        } onChange: { [log] in
            log.record(.willSet, "T\(id).\(generation) onChange" + self.threadNote())
            if !log.isConcurrent { self.rearm(id, reads, generation: generation + 1, apple: apple) }
        }
    }

    /// `withObservationTracking(_:onChange:)` of this build's engine, or Apple's.
    private func oneShot(apple: Bool, _ apply: () -> Void, onChange: @escaping @Sendable () -> Void) {
        if apple {
            trackWithApple(apply, onChange: onChange)
        } else {
            withObservationTracking(apply, onChange: onChange)
        }
    }

    private func observe(_ observer: Observer, reads: [ResolvedRead]) {
        let apply = { for (read, node) in reads { _ = node.value?.read(read.member) } }
        let callback = { [log] (phase: ProgramLog.Phase, name: String) in
            { @Sendable (tracking: SPITracking) in
                let concurrent = log.isConcurrent
                let count = self.lock.withLock {
                    self.trackings[observer.id] = tracking
                    if !concurrent { self.callbackCounts[observer.id, default: 0] += 1 }
                    return self.callbackCounts[observer.id, default: 0]
                }
                let changed = concurrent ? "" : " changed=\(tracking.changed)"
                let cancels = !concurrent && count == observer.cancelAfter
                log.record(phase, "S\(observer.id) \(name)\(changed)\(cancels ? ", cancels" : "")" + self.threadNote())
                if cancels { tracking.cancel() }
            }
        }
        let willSet = observer.willSet ? callback(.willSet, "willSet") : nil
        let didSet = observer.didSet ? callback(.didSet, "didSet") : nil
        if observer.apple {
            observeWithApple(apply, willSet: willSet, didSet: didSet)
            return
        }
        let wrap = { (callback: (@Sendable (SPITracking) -> Void)?) in
            callback.map { callback in { @Sendable (tracking: ObservationTracking) in callback(SPITracking(tracking)) } }
        }
        switch (wrap(willSet), wrap(didSet)) {
        case (let willSet?, let didSet?): withObservationTracking(apply, willSet: willSet, didSet: didSet)
        case (let willSet?, nil): withObservationTracking(apply, willSet: willSet)
        case (nil, let didSet?): withObservationTracking(apply, didSet: didSet)
        case (nil, nil): break
        }
    }

    // MARK: Threads

    private func asWriter(_ body: () -> Void) {
        let thread = currentThreadID()
        lock.withLock { _ = writers.insert(thread) }
        body()
        lock.withLock { _ = writers.remove(thread) }
    }

    /// Empty when the callback runs on a thread that is writing, as Observation promises.
    private func threadNote() -> String {
        lock.withLock { writers.contains(currentThreadID()) } ? "" : " (not on the writing thread)"
    }
}

/// An SPI tracking of either engine, as its callbacks see it.
struct SPITracking: Sendable {
    /// `memberName(of: tracking.changed)`.
    let changed: String
    let cancel: @Sendable () -> Void
}

extension SPITracking {
    init(_ tracking: ObservationTracking) {
        self.init(changed: memberName(of: tracking.changed), cancel: tracking.cancel)
    }
}

/// A reference that does not keep an object alive: observer callbacks must not change when
/// objects are freed.
private struct WeakNode: @unchecked Sendable {
    weak var value: (any FuzzObject)?
    init(_ value: any FuzzObject) { self.value = value }
}
#endif
