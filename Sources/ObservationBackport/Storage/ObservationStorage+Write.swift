/// The write path, the one way a change reaches observers, whoever announces it (the generated
/// accessors, `withMutation`, or the `willSet`/`didSet` pair of the key-path API).
///
/// `willSet` asks the storage once: under one lock round trip the index finds the property's
/// group, prepares the calls that tell its members, and lists the write as in flight (see
/// `ConcurrentWrites`). Apple's registrar, when the object is bridged, is told next, then the
/// calls are made, both after the lock. What a didSet needs is carried to it in the write's
/// `_Modification`, so the didSet looks the group up again only when there was none at willSet
/// time (one may have been made since), and never asks the summary word whether to run.
///
/// The didSet rule, the same with Apple's registrar as without: every write that reached the
/// index at willSet has a didSet, which ends its flight, tells the trackings that waited for
/// it, and tells the group's members wanting didSet, including those installed between willSet
/// and didSet (as Apple's registrar does). A lone write's didSet, which has nothing to tell,
/// ends its flight without the lock (see `ConcurrentWrites`).
extension ObservationStorage {
    /// Tells the observers of the property `identity` (0: known by `keyPath` alone) that it
    /// will change; call it when `mayBeObserved(identity)` and not bridged. Returns what the
    /// didSet needs.
    @usableFromInline
    func willSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> _Modification {
        let word = summary
        let name = identity == 0 || word.hasUnnamedGroups ? keyPath() : nil
        return willSet(identity, name, word, bridged: false, tellingApple: {})
    }

    /// Tells the observers of the property that it changed, as `write` says (not bridged).
    @usableFromInline
    func didSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, _ write: _Modification) {
        let looksUp = write.looksForObservers && write.group < 0
        let name = identity == 0 || looksUp && summary.hasUnnamedGroups ? keyPath() : nil
        didSet(identity, name, write, tellingApple: {})
    }

    /// The willSet of the one path, whoever takes part: `name` is the property's key path when
    /// the group must be looked up by it (see `ObserverIndex.willSet`), and
    /// `tellingApple` tells Apple's registrar when `bridged` (`ObservationStorage+AppleBridge`).
    func willSet(
        _ identity: UInt64, _ name: AnyKeyPath?, _ word: SummaryWord, bridged: Bool, tellingApple: () -> Void
    ) -> _Modification {
        guard word.hasMembers else { return onlyApple(bridged: bridged, tellingApple: tellingApple) }
        var calls = ObserverCalls()
        // The word as it is under the lock (a scope may have begun reading since `word`).
        let current = atomicWord
        // The didSet always follows: it ends the write's flight (see `ConcurrentWrites`), and
        // tells the members wanting didSet, including those installed since this willSet.
        // The write's state leaves the lock as one word (`_Modification.state`).
        guard let state = withIndex(creating: .whileScopesRead, { index in
            let scopesRead = SummaryWord.load(current).hasReaders
            let group = index.willSet(identity, keyPath: name, scopesRead: scopesRead, into: &calls)
            // A write through the key-path API (identity 0) has no willSet answer at its didSet.
            let endsAlone = identity != 0 && !bridged && index.makeLoneWrite(group: group, scopesRead: scopesRead)
            return _Modification(group: group, looksForObservers: true, isBridged: bridged, endsAlone: endsAlone).state
        }) else {
            return onlyApple(bridged: bridged, tellingApple: tellingApple)
        }
        if bridged { tellingApple() }
        calls.run()
        return _Modification(state: state, carriedKeyPath: 0)
    }

    /// The willSet when no observer of ours is to be told: only Apple's callbacks may run.
    @inline(__always)
    private func onlyApple(bridged: Bool, tellingApple: () -> Void) -> _Modification {
        guard bridged else { return _Modification() }
        tellingApple()
        return _Modification(group: -1, looksForObservers: summary.hasDidSetObservers, isBridged: true)
    }

    /// The didSet of the one path (see the willSet).
    func didSet(_ identity: UInt64, _ name: AnyKeyPath?, _ write: _Modification, tellingApple: () -> Void) {
        guard write.looksForObservers else {
            if write.isBridged { tellingApple() }
            return
        }
        // A lone write's flight ends without the lock when no scope reads (see `ConcurrentWrites`).
        if write.endsAlone, takeLoneWrite(unlessRead: true) { return }
        var calls = ObserverCalls()
        let current = atomicWord
        withIndex { $0.didSet(identity, group: write.group, keyPath: name, scopesRead: SummaryWord.load(current).hasReaders, into: &calls) }
        if write.isBridged { tellingApple() }
        calls.run()
    }
}
