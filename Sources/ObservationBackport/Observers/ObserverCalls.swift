/// The calls one change makes, decided under the object's lock and made after it: the first
/// held inline, so that a change with one observer allocates nothing and holds one reference;
/// then, only when there are any, the other calls and the one-shot registrations taken from a
/// `OneShotTable` (each moved out of their buffer and claimed when run).
///
/// Thread story: a local value of the write path, never shared.
struct ObserverCalls {
    private var first: ObserverCall?
    private var more: More?

    private enum More {
        case others([ObserverCall])
        case oneShots(OneShotRegistrations)
        case both([ObserverCall], OneShotRegistrations)
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
    mutating func take(oneShots registrations: consuming OneShotRegistrations) {
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

    @inline(__always)
    func run() {
        first?.run()
        guard case .none = more else { return runMore() }
    }

    @inline(never)
    private func runMore() {
        switch more {
        case .none: break
        case .others(let others): Self.run(others)
        case .oneShots(let oneShots): oneShots.fire()
        case .both(let others, let oneShots):
            Self.run(others)
            oneShots.fire()
        }
    }

    private static func run(_ calls: [ObserverCall]) {
        for call in calls { call.run() }
    }
}
