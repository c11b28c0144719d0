/// The options trackings (`withObservationTracking(options:_:onChange:)`, SE-0506) installed on
/// one object: one registration per tracking and edge it asked for (willSet, didSet), naming the
/// groups of the `ObserverIndex` (by position) of every property it read here, as a one-shot
/// tracking's does (`OneShotTable`); and the trackings that asked to hear the object's deinit.
/// A write takes the registrations naming its property out of its edge's list, and their
/// observers decide the events under the object's lock (`Observer.willSetCall`, `didSetCall`).
///
/// A class, made with the first options tracking, so that an object none ever tracked holds a
/// nil pointer. Registrations whose tracking ended are dropped when their list is full, which
/// then keeps half its room free: an install costs amortized O(1).
///
/// Thread story: held by `ObserverIndex`, touched only under the storage's lock.
final class OptionsTrackings {
    // Touched under the storage's lock by methods that do not re-enter: Swift's dynamic
    // exclusivity checks would only add cost.
    @exclusivity(unchecked) private var atWillSet: [EventRegistration] = []
    @exclusivity(unchecked) private var atDidSet: [EventRegistration] = []
    @exclusivity(unchecked) private var atDeinit: [Observer] = []
    /// The groups the registrations name; recomputed when a list changes but for an append.
    @exclusivity(unchecked) private var watched = WatchedGroups()
    private static let minimumCapacity = 4

    /// Whether some registration may name the group at `position`.
    @inline(__always)
    func mayWatch(group position: Int) -> Bool {
        watched.mayInclude(position)
    }

    /// Registers `observer` for the groups `watched`, at each edge it hears, and for the
    /// object's deinit if it asked. Returns the change in the number of registrations.
    func add(_ observer: Observer, watching watched: GroupSet, willSet: Bool, didSet: Bool, deinit: Bool) -> Int {
        var change = 0
        if willSet { change += Self.append(EventRegistration(groups: watched, observer: observer), to: &atWillSet) }
        if didSet { change += Self.append(EventRegistration(groups: watched, observer: observer), to: &atDidSet) }
        if `deinit` {
            if atDeinit.count == atDeinit.capacity { Self.makeRoom(in: &atDeinit) { $0.isCancelled } }
            atDeinit.append(observer)
        }
        if willSet || didSet { self.watched.insert(watched) }
        return change
    }

    private static func append(_ registration: EventRegistration, to list: inout [EventRegistration]) -> Int {
        var change = 1
        if list.count == list.capacity {
            let count = list.count
            makeRoom(in: &list) { $0.observer.isCancelled }
            change -= count - list.count
        }
        list.append(registration)
        return change
    }

    private static func makeRoom<Element>(in list: inout [Element], dropping ended: (Element) -> Bool) {
        list.removeAll(where: ended)
        list.reserveCapacity(max(minimumCapacity, list.count * 2))
    }

    /// Takes out the registrations of the edge `afterStore` names (the didSet's, else the
    /// willSet's) that name the group at `position`, preparing the events of a write of the
    /// property `changed`; drops those whose tracking ended. Returns how many left.
    func take(group position: Int, changed: AnyKeyPath, afterStore: Bool, into calls: inout ObserverCalls) -> Int {
        let left = afterStore
            ? Self.take(group: position, from: &atDidSet, into: &calls) { $0.didSetCall(changed) }
            : Self.take(group: position, from: &atWillSet, into: &calls) { $0.willSetCall(changed) }
        if left > 0 { recomputeGroups() }
        return left
    }

    private static func take(
        group position: Int, from list: inout [EventRegistration], into calls: inout ObserverCalls,
        _ call: (Observer) -> ObserverCall?
    ) -> Int {
        // A lone registration (a tracking re-armed after each event) is taken without a scan.
        if list.count == 1, list[0].groups.contains(position) {
            if let made = call(list.removeLast().observer) { calls.append(made) }
            return 1
        }
        let count = list.count
        list.removeAll { registration in
            guard registration.groups.contains(position) else { return registration.observer.isCancelled }
            if let made = call(registration.observer) { calls.append(made) }
            return true
        }
        return count - list.count
    }

    private func recomputeGroups() {
        watched = WatchedGroups()
        for registration in atWillSet { watched.insert(registration.groups) }
        for registration in atDidSet { watched.insert(registration.groups) }
    }

    /// Whether some tracking asked to hear the object's deinit.
    var hasDeinitObservers: Bool { !atDeinit.isEmpty }

    /// Prepares the calls that tell each tracking asking for `.deinit` that the object is going.
    func collectDeinitCalls(into calls: inout ObserverCalls) {
        for observer in atDeinit { if let call = observer.deinitCall() { calls.append(call) } }
    }

    /// How many (registration, property) pairs can still fire. For tests that count observers.
    var liveMemberships: Int {
        [atWillSet, atDidSet].joined().reduce(0) { count, registration in
            registration.observer.isCancelled ? count : count + registration.groups.count
        }
    }
}

/// One options tracking installed on one object, at one edge: its observer decides the event.
struct EventRegistration {
    let groups: GroupSet
    let observer: Observer
}
