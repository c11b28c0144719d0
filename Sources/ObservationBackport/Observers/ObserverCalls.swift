/// The calls one change makes, decided under the object's lock and made after it: the first
/// held inline, so that a change with one observer allocates nothing and holds one reference;
/// then, only when there are any, the other calls, or several one-shot registrations as the
/// array taken from the `OneShotTable` (each is claimed when run), or both.
///
/// Thread story: a local value of the write path, never shared.
struct ObserverCalls {
    private var first: ObserverCall?
    private var more: More?

    private enum More {
        case others([ObserverCall])
        case oneShots([OneShotRegistration])
        case both([ObserverCall], [OneShotRegistration])
    }

    /// Whether there is no call to make.
    var isEmpty: Bool {
        guard case .none = first else { return false }  // not `== nil`: that goes through metadata
        guard case .none = more else { return false }
        return true
    }

    @inline(__always)
    mutating func append(_ call: ObserverCall) {
        guard case .none = first else { return appendOther(call) }
        first = call
    }

    @inline(never)
    private mutating func appendOther(_ call: ObserverCall) {
        switch takeMore() {
        case .none: more = .others([call])
        case .others(var others):
            others.append(call)
            more = .others(others)
        case .oneShots(let oneShots): more = .both([call], oneShots)
        case .both(var others, let oneShots):
            others.append(call)
            more = .both(others, oneShots)
        }
    }

    /// Takes the one-shot registrations removed from their table, to claim and call: at most
    /// once per change, as one table is asked once.
    mutating func take(oneShots registrations: consuming [OneShotRegistration]) {
        switch takeMore() {
        case .none, .oneShots: more = .oneShots(registrations)
        case .others(let others), .both(let others, _): more = .both(others, registrations)
        }
    }

    /// `more`, moved out (so that an array in it is appended to in place) and left nil.
    private mutating func takeMore() -> More? {
        var taken: More?
        swap(&taken, &more)
        return taken
    }

    func run() {
        first?.run()
        switch more {
        case .none: break
        case .others(let others): Self.run(others)
        case .oneShots(let oneShots): Self.run(oneShots)
        case .both(let others, let oneShots):
            Self.run(others)
            Self.run(oneShots)
        }
    }

    private static func run(_ calls: [ObserverCall]) {
        for call in calls { call.run() }
    }

    private static func run(_ oneShots: [OneShotRegistration]) {
        oneShots.withUnsafeBufferPointer { oneShots in
            for index in oneShots.indices { oneShots[index].target.claim()?() }
        }
    }
}
