/// An observer's place in one group, with what it wants to hear fixed at installation so a scan
/// of a group never takes a persistent observer's lock for a callback it does not have.
enum Membership {
    case oneShot(OneShotObserver)
    case persistent(Observer, willSet: Bool, didSet: Bool)

    /// True once the observer can never be called again (fired, or cancelled). Lock-free.
    var isCancelled: Bool {
        switch self {
        case .oneShot(let observer): observer.hasFired
        case .persistent(let observer, _, _): observer.isCancelled
        }
    }

    var isPersistent: Bool {
        if case .persistent = self { return true }
        return false
    }

    var hasDidSet: Bool {
        if case .persistent(_, _, true) = self { return true }
        return false
    }

    /// The observer, if one-shot, without retaining it (the caller keeps the membership alive).
    var unretainedOneShot: Unmanaged<OneShotObserver>? {
        if case .oneShot(let observer) = self { return .passUnretained(observer) }
        return nil
    }

    var observer: ObjectIdentifier {
        switch self {
        case .oneShot(let observer): ObjectIdentifier(observer)
        case .persistent(let observer, _, _): ObjectIdentifier(observer)
        }
    }
}
