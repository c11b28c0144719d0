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
