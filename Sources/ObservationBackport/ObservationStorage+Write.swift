/// The write path, the one way a change reaches observers, whoever announces it (the generated
/// accessors, `withMutation`, or the `willSet`/`didSet` pair of the key-path API).
///
/// `willSet` asks the storage once: under one lock round trip the index finds the property's
/// group, prepares the calls that tell its members, and lists the write as in flight (see
/// `ConcurrentReaders`). Apple's registrar, when the object is bridged, is told next, then the
/// calls are made, both after the lock. What a didSet needs is carried to it in a
/// `PendingDidSet`, so the didSet looks the group up again only when there was none at willSet
/// time (one may have been made since), and never asks the summary word whether to run.
///
/// The didSet rule, the same with Apple's registrar as without: every write that reached the
/// index at willSet has a didSet, which ends its flight, tells the trackings that waited for
/// it, and tells the group's members wanting didSet, including those installed between willSet
/// and didSet (as Apple's registrar does).
extension ObservationStorage {
    /// Tells the observers of the property `identity` (0: known by `keyPath` alone) that it
    /// will change; call it when `mayBeObserved(identity)` and not bridged. Returns what the
    /// didSet needs, or nil when none must follow.
    @usableFromInline
    func willSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> PendingDidSet? {
        let word = summary
        let name = identity == 0 || word.hasUnnamedGroups ? keyPath() : nil
        return willSet(identity, name, word, bridged: false, tellingApple: {})
    }

    /// `willSet` for a bridged object: Apple's registrar takes part.
    ///
    /// `subject` does not escape (Apple's registrar only takes its type), and the effect says
    /// so: otherwise passing it here, even on a path never taken while the bridge is off, would
    /// stop the optimizer from allocating on the stack a model that never leaves its function.
    @usableFromInline
    @_effects(notEscaping subject.**)
    func bridgedWillSet<Subject, Member>(
        _ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>
    ) -> PendingDidSet? {
        willSet(identity, keyPath, summary, bridged: true) { forward(.willSet, subject, keyPath) }
    }

    /// Tells the observers of the property that it changed, as `pending` says (not bridged).
    @usableFromInline
    func didSet(_ pending: PendingDidSet, _ keyPath: () -> AnyKeyPath) {
        // Only when `pending.didSetMayNeedKeyPath`.
        let looksUp = pending.looksForObservers && pending.group < 0
        let name = pending.identity == 0 || looksUp && summary.hasUnnamedGroups ? keyPath() : nil
        didSet(pending.identity, name, pending, tellingApple: {})
    }

    /// `didSet` for a bridged object (`pending` says so): Apple's registrar takes part.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedWillSet`
    func bridgedDidSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>, _ pending: PendingDidSet) {
        didSet(pending.identity, keyPath, pending) { forward(.didSet, subject, keyPath) }
    }

    /// The willSet of the one path, whoever takes part: `name` is the property's key path when
    /// the group must be looked up by it (see `ObserverIndex.takeWillSetCalls`), and
    /// `tellingApple` tells Apple's registrar when `bridged`.
    private func willSet(
        _ identity: UInt64, _ name: AnyKeyPath?, _ word: SummaryWord, bridged: Bool, tellingApple: () -> Void
    ) -> PendingDidSet? {
        guard word.hasMembers else { return onlyApple(identity, bridged: bridged, tellingApple: tellingApple) }
        var calls = ObserverCalls()
        guard let group = withIndex({ $0.takeWillSetCalls(of: identity, keyPath: name, into: &calls) }) else {
            return onlyApple(identity, bridged: bridged, tellingApple: tellingApple)
        }
        if bridged { tellingApple() }
        calls.run()
        // The didSet always follows: it ends the write's flight (see `ConcurrentReaders`), and
        // tells the members wanting didSet, including those installed since this willSet.
        return PendingDidSet(identity, group: group, looksForObservers: true, isBridged: bridged)
    }

    /// The willSet when no observer of ours is to be told: only Apple's callbacks may run.
    @inline(__always)
    private func onlyApple(_ identity: UInt64, bridged: Bool, tellingApple: () -> Void) -> PendingDidSet? {
        guard bridged else { return nil }
        tellingApple()
        return PendingDidSet(identity, group: -1, looksForObservers: summary.hasDidSetObservers, isBridged: true)
    }

    /// The didSet of the one path (see the willSet).
    private func didSet(_ identity: UInt64, _ name: AnyKeyPath?, _ pending: PendingDidSet, tellingApple: () -> Void) {
        guard pending.looksForObservers else {
            if pending.isBridged { tellingApple() }
            return
        }
        var calls = ObserverCalls()
        withIndex { $0.collectDidSetCalls(group: pending.group, of: identity, keyPath: name, into: &calls) }
        if pending.isBridged { tellingApple() }
        calls.run()
    }
}

/// What a write's willSet found, for its didSet: made only when a didSet must follow.
@usableFromInline
@frozen
struct PendingDidSet: Sendable {
    /// The group's position plus one, shifted left by two; `looksForObservers` in bit 1,
    /// `isBridged` in bit 0.
    @usableFromInline let raw: Int
    /// The property's identity, as the willSet was given it.
    @usableFromInline let identity: UInt64

    @inlinable
    init(raw: Int, identity: UInt64) {
        self.raw = raw
        self.identity = identity
    }

    init(_ identity: UInt64, group: Int, looksForObservers: Bool, isBridged: Bool) {
        raw = (group + 1) << 2 | (looksForObservers ? 2 : 0) | (isBridged ? 1 : 0)
        self.identity = identity
    }

    /// A didSet announced without this engine's willSet (the key-path API's `didSet`): it looks
    /// for the group, if the word says there are observers.
    @inlinable
    init(unannounced word: SummaryWord) {
        raw = (word.bits & SummaryWord.members != 0 ? 2 : 0) | (word.isBridged ? 1 : 0)
        identity = 0
    }

    /// The position of the property's group in the observer index (a group never moves), or -1
    /// when there was none: the didSet looks it up, as an observer installed since may have made
    /// it.
    var group: Int { (raw >> 2) - 1 }
    /// Whether this engine's observers are to be told (else only Apple's registrar is).
    var looksForObservers: Bool { raw & 2 != 0 }
    /// Whether Apple's registrar hears the change too.
    @inlinable var isBridged: Bool { raw & 1 != 0 }
    /// Whether the didSet may need the property's key path (`didSet(_:_:)` asks for it only
    /// then): to find the group when the property has no identity, or when it looks for a group
    /// there was none of at willSet time (then only if some group is known by key path alone).
    @usableFromInline var didSetMayNeedKeyPath: Bool { identity == 0 || looksForObservers && group < 0 }
}
