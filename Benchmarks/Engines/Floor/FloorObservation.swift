import ObservationBackportAtomics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The floor: the least work a lock-protected observer table does for what the workloads ask
// (`withObservationTracking(_:onChange:)` over the four properties of `Model`), written by hand
// for that one model. Every row prints how far each engine is from it. What it leaves out is what
// a general engine cannot: properties are numbered by the hand-written model (no key paths), and
// only one-shot observers exist. What it keeps is what any correct engine needs: a lock per
// object, observers shared by the objects one scope read, scopes per thread and nested, fire-once
// across objects and threads, and lists that do not grow with fired observers.

/// The observers of one object's four properties.
///
/// Thread story: `FloorLists` is guarded by the lock in the tail; the atomic word (tail word 0)
/// has a bit per property with listeners, stored under the lock and read without it, so that a
/// write to any other property takes no lock.
final class FloorRegistrar: ManagedBuffer<FloorLists, Int> {
    static func make() -> FloorRegistrar {
        let buffer = create(minimumCapacity: 1 + lockWords) { _ in FloorLists() }
        buffer.withUnsafeMutablePointerToElements { tail in
            tail.initialize(to: 0)
            UnsafeMutableRawPointer(tail + 1).bindMemory(to: pthread_mutex_t.self, capacity: 1)
                .initialize(to: pthread_mutex_t())
        }
        return unsafeDowncast(buffer, to: FloorRegistrar.self)
    }

    private static let lockWords = (MemoryLayout<pthread_mutex_t>.size + 7) / 8

    private var observedBits: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToElements { $0 }
    }

    private func withLock<Result>(_ body: (inout FloorLists) -> Result) -> Result {
        withUnsafeMutablePointerToElements { tail in
            let lock = UnsafeMutableRawPointer(tail + 1).assumingMemoryBound(to: pthread_mutex_t.self)
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return withUnsafeMutablePointerToHeader { body(&$0.pointee) }
        }
    }

    @inline(__always)
    func access(_ property: Int) {
        if observation_backport_open_scope_count() != 0, let reads = FloorScope.current {
            reads.pointee.record(self, property)
        }
    }

    @inline(__always)
    func willSet(_ property: Int) {
        if observation_backport_load(observedBits) & (1 << property) != 0 { fire(property) }
    }

    private func fire(_ property: Int) {
        let taken = withLock { state -> ContiguousArray<FloorObserver> in
            defer { state.lists[property] = [] }
            observation_backport_store(observedBits, observation_backport_load(observedBits) & ~(1 << property))
            return state.lists[property]
        }
        for observer in taken { observer.fire() }
    }

    func add(_ observer: FloorObserver, properties: Int) {
        withLock { state in
            if state.lists.isEmpty { state.lists = Array(repeating: [], count: 4) }
            var remaining = properties
            while remaining != 0 {
                state.lists[remaining.trailingZeroBitCount].appendDroppingFired(observer)
                remaining &= remaining - 1
            }
            observation_backport_store(observedBits, observation_backport_load(observedBits) | properties)
        }
    }
}

struct FloorLists {
    var lists: [ContiguousArray<FloorObserver>] = []
}

extension ContiguousArray where Element == FloorObserver {
    /// Appends; when full, first drops the observers fired through another list, and keeps at
    /// least half the room free, so appends stay amortized O(1).
    mutating func appendDroppingFired(_ observer: FloorObserver) {
        if count == capacity, count > 0 {
            removeAll { $0.hasFired }
            if count * 2 > capacity { reserveCapacity(capacity * 2) }
        }
        append(observer)
    }
}

/// One `withObservationTracking` call: `onChange` runs once, for whichever thread flips the word.
final class FloorObserver: ManagedBuffer<@Sendable () -> Void, Int> {
    static func make(_ onChange: @escaping @Sendable () -> Void) -> FloorObserver {
        let buffer = create(minimumCapacity: 1) { _ in onChange }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: 0) }
        return unsafeDowncast(buffer, to: FloorObserver.self)
    }

    var hasFired: Bool {
        withUnsafeMutablePointerToElements { observation_backport_load($0) != 0 }
    }

    func fire() {
        if withUnsafeMutablePointerToElements({ observation_backport_compare_exchange($0, 0, 1) }) {
            header()
        }
    }
}

/// The reads of one scope: runs of (object, property bits), the current run extended while
/// consecutive reads stay on one object. It lives on the stack of `withObservationTracking`; a thread-local
/// slot points to the innermost one.
struct FloorReads {
    private var current: FloorRegistrar?
    private var currentProperties = 0
    private var earlier: [(registrar: FloorRegistrar, properties: Int)] = []

    @inline(__always)
    mutating func record(_ registrar: FloorRegistrar, _ property: Int) {
        if current === registrar {
            currentProperties |= 1 << property
        } else {
            if let current { earlier.append((current, currentProperties)) }
            current = registrar
            currentProperties = 1 << property
        }
    }

    var isEmpty: Bool { current == nil }

    func forEachRun(_ body: (FloorRegistrar, Int) -> Void) {
        for run in earlier { body(run.registrar, run.properties) }
        if let current { body(current, currentProperties) }
    }

    mutating func append(_ inner: FloorReads) {
        inner.forEachRun { registrar, properties in
            for property in 0..<4 where properties & (1 << property) != 0 { record(registrar, property) }
        }
    }
}

/// Shares ObservationBackport's process-wide count of open scopes and its thread-local scope
/// slot (the cheapest the platform offers): the engines never run at the same time, and each
/// scope restores the slot when it ends.
enum FloorScope {
    static var current: UnsafeMutablePointer<FloorReads>? {
        observation_backport_current_scope()?.assumingMemoryBound(to: FloorReads.self)
    }

    static func collect<T>(_ apply: () -> T) -> (T, FloorReads) {
        var reads = FloorReads()
        let enclosing = observation_backport_current_scope()
        let result = withUnsafeMutablePointer(to: &reads) { pointer in
            observation_backport_set_current_scope(pointer)
            observation_backport_add_open_scopes(1)
            defer {
                observation_backport_add_open_scopes(-1)
                observation_backport_set_current_scope(enclosing)
            }
            return apply()
        }
        if let enclosing, !reads.isEmpty {
            enclosing.assumingMemoryBound(to: FloorReads.self).pointee.append(reads)
        }
        return (result, reads)
    }
}

func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
    let (result, reads) = FloorScope.collect(apply)
    if !reads.isEmpty {
        let observer = FloorObserver.make(onChange())
        reads.forEachRun { registrar, properties in registrar.add(observer, properties: properties) }
    }
    return result
}
