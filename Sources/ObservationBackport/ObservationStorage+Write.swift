/// The write path, the one way a change reaches observers, whoever announces it (the generated
/// accessors, `withMutation`, or the `willSet`/`didSet` pair of the key-path API).
///
/// `willSet` asks the storage once: under one lock round trip the index finds the property's
/// group, prepares the calls that tell its members, and says whether a member wants didSet.
/// Apple's registrar, when the object is bridged, is told next, then the calls are made, both
/// after the lock. What a didSet needs is carried to it in a `PendingDidSet`, so the didSet
/// neither loads the summary word again nor looks the group up again.
///
/// The didSet rule, the same with Apple's registrar as without: a didSet follows when a member
/// of the group wants it at willSet time, when Apple's registrar hears the change, or when a
/// willSet callback (of either engine) ran while the object has an observer wanting didSet,
/// since that callback may have installed it on this very property (Apple's registrar tells an
/// observer installed between willSet and didSet). An observer installed by the mutation itself
/// is not told of its didSet unless one of these holds.
extension ObservationStorage {
    /// Tells the observers of the property `identity` (0: known by `keyPath` alone), and Apple's
    /// registrar when bridged, that it will change; `word` is the summary the caller loaded,
    /// which said `mayBeObserved(identity)`. Returns what the didSet needs, or nil when none
    /// must follow.
    ///
    /// `subject` does not escape (Apple's registrar only takes its type), and the effect says
    /// so: otherwise passing it here would stop the optimizer from allocating on the stack a
    /// model that never leaves its function.
    @usableFromInline
    @_effects(notEscaping subject.**)
    func willSet<Subject, Member>(
        _ subject: Subject, _ identity: UInt64, _ keyPath: () -> KeyPath<Subject, Member>, seen word: SummaryWord
    ) -> PendingDidSet? {
        let typed = identity == 0 || word.isBridged || word.hasUnnamedGroups ? keyPath() : nil
        let found = word.hasMembers ? withIndex { $0.takeWillSetCalls(of: identity, keyPath: typed) } ?? nil : nil
        if word.isBridged, let typed { forward(.willSet, subject, typed) }
        found?.calls.run()
        let callbacksRan = word.isBridged || found?.calls.isEmpty == false
        let looksForObservers = found?.wantsDidSet == true || callbacksRan && summary.hasDidSetObservers
        guard looksForObservers || word.isBridged else { return nil }
        return PendingDidSet(group: found?.group ?? -1, looksForObservers: looksForObservers, isBridged: word.isBridged)
    }

    /// Tells the observers of the property, and Apple's registrar when bridged, that it changed,
    /// as `pending` says.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `willSet`
    func didSet<Subject, Member>(
        _ subject: Subject, _ identity: UInt64, _ keyPath: () -> KeyPath<Subject, Member>, _ pending: PendingDidSet
    ) {
        let looksUp = pending.looksForObservers && pending.group < 0
        let typed = identity == 0 || pending.isBridged || looksUp && summary.hasUnnamedGroups ? keyPath() : nil
        var calls = ObserverCalls()
        if pending.looksForObservers {
            withIndex { $0.collectDidSetCalls(group: pending.group, of: identity, keyPath: typed, into: &calls) }
        }
        if pending.isBridged, let typed { forward(.didSet, subject, typed) }
        calls.run()
    }
}

/// What a write's willSet found, for its didSet: made only when a didSet must follow.
@usableFromInline
@frozen
struct PendingDidSet: Sendable {
    /// The position of the property's group in the observer index (a group never moves), or -1
    /// when there was none: the didSet looks it up, an observer installed since may have made it.
    @usableFromInline let group: Int
    /// Whether this engine's observers are to be told (else only Apple's registrar is).
    @usableFromInline let looksForObservers: Bool
    /// Whether Apple's registrar hears the change too.
    @usableFromInline let isBridged: Bool

    @inlinable
    init(group: Int, looksForObservers: Bool, isBridged: Bool) {
        self.group = group
        self.looksForObservers = looksForObservers
        self.isBridged = isBridged
    }

    /// A didSet announced without this engine's willSet (the key-path API's `didSet`): it looks
    /// for the group, if the word says there are observers.
    @inlinable
    init(unannounced word: SummaryWord) {
        self.init(group: -1, looksForObservers: word.bits & SummaryWord.members != 0, isBridged: word.isBridged)
    }
}
