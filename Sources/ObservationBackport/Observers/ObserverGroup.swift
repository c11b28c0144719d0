/// The persistent observers of one property, in the order they were installed. (One-shot
/// trackings name the group by its position instead: see `OneShotTable`.)
///
/// Thread story: a value inside `ObserverIndex`, touched only under the storage's lock.
struct ObserverGroup {
    /// The property's identity from the macro; 0 while the group is known by key path alone.
    private(set) var identity: UInt64
    let keyPath: AnyKeyPath
    private(set) var members: [Membership]
    /// How many members have a didSet callback: without any, a write needs no `didSet` lookup.
    private(set) var didSetMembers: Int
    /// This group's bits in the storage's summary word while it has members: its identity's,
    /// and `SummaryWord.didSetObservers` while a member wants didSet. Stored, so that the index
    /// reads it in one load.
    private(set) var summaryBits: Int
    /// Room kept for observers between two scans for fired ones: a view re-installs on every
    /// render, leaving fired observers in the groups of the properties that did not change.
    private static let minimumCapacity = 8

    /// A group without members yet.
    init(identity: UInt64, keyPath: AnyKeyPath) {
        self.identity = identity
        self.keyPath = keyPath
        members = []
        didSetMembers = 0
        summaryBits = SummaryWord.bits(ofGroup: identity)
    }

    /// Gives a group known by key path alone the identity of its property.
    mutating func name(_ identity: UInt64) {
        self.identity = identity
        summaryBits = SummaryWord.bits(ofGroup: identity) | summaryBits & SummaryWord.didSetObservers
    }

    /// Adds `membership`, unless its observer joined last (equal key paths of one installation,
    /// distinct instances, join once). Returns the change in the number of members.
    ///
    /// Observers cancelled are dropped only when the array is
    /// full, and then at least half its room (and `minimumCapacity`) is left free: an install
    /// costs amortized O(1), not a scan of the group.
    @inline(__always)
    mutating func add(_ membership: consuming Membership) -> Int {
        if !members.isEmpty, members[members.count - 1].observer === membership.observer { return 0 }
        var change = 1
        if members.count == members.capacity {
            change -= removeMembers { $0.isCancelled }
            if members.count * 2 > members.capacity || members.capacity < Self.minimumCapacity {
                members.reserveCapacity(max(Self.minimumCapacity, members.capacity * 2))
            }
        }
        if membership.hasDidSet {
            didSetMembers += 1
            summaryBits |= SummaryWord.didSetObservers
        }
        members.append(membership)
        return change
    }

    /// Prepares the calls that tell the members their property will change (`changed`, or this
    /// group's own key path, is what their `ObservationTracking.changed` then says); returns how
    /// many members left (cancelled ones). A call prepared here is made even if its observer is
    /// cancelled before (it was counted for this change).
    mutating func willSet(changed: AnyKeyPath?, into calls: inout ObserverCalls) -> Int {
        prepareCalls(afterStore: false, changed: changed, into: &calls)
    }

    /// Prepares the calls that tell the members their property changed (see `willSet`);
    /// returns how many members left. Asked only when some member wants didSet.
    mutating func didSet(changed: AnyKeyPath?, into calls: inout ObserverCalls) -> Int {
        prepareCalls(afterStore: true, changed: changed, into: &calls)
    }

    /// The calls of the members that hear the edge `afterStore` names (didSet, else willSet).
    @inline(__always)
    private mutating func prepareCalls(afterStore: Bool, changed: AnyKeyPath?, into calls: inout ObserverCalls) -> Int {
        let changed = changed ?? keyPath
        return removeMembers { member in
            if member.isCancelled { return true }
            let call = afterStore
                ? (member.hasDidSet ? member.observer.didSetCall(changed) : nil)
                : (member.hasWillSet ? member.observer.willSetCall(changed) : nil)
            if let call { calls.append(call) }
            return false
        }
    }

    /// Removes the members for which `shouldRemove` is true, keeping the others in order, in
    /// place; returns how many went.
    @inline(__always)
    private mutating func removeMembers(where shouldRemove: (inout Membership) -> Bool) -> Int {
        // Through the buffer, each member in place (`inout`, though not written): read through
        // the array's subscript, or passed by value, each would be copied (a retain and release).
        var didSetRemoved = 0
        let kept = members.withUnsafeMutableBufferPointer { members in
            var kept = 0
            for position in members.indices {
                if shouldRemove(&members[position]) {
                    if members[position].hasDidSet { didSetRemoved += 1 }
                } else {
                    if kept != position { members.swapAt(kept, position) }
                    kept += 1
                }
            }
            return kept
        }
        didSetMembers -= didSetRemoved
        let removed = members.count - kept
        if didSetMembers == 0 { summaryBits &= ~SummaryWord.didSetObservers }
        // One at a time: `removeLast(_:)` replaces a range, which costs more per member.
        for _ in 0..<removed { members.removeLast() }
        return removed
    }
}

/// A persistent observer's place in one group, with what it wants to hear fixed at installation
/// so a scan of a group never takes the observer's lock for a callback it does not have.
/// (One-shot trackings are not members of groups: see `OneShotTable`.)
struct Membership {
    let observer: Observer
    let hasWillSet: Bool
    let hasDidSet: Bool

    init(_ observer: Observer, willSet: Bool, didSet: Bool) {
        self.observer = observer
        hasWillSet = willSet
        hasDidSet = didSet
    }

    /// True once the observer can never be called again. Lock-free.
    var isCancelled: Bool { observer.isCancelled }
}
