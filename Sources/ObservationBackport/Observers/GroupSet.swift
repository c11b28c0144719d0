/// Positions of groups in an `ObserverIndex`, as a registration of a one-shot or an options
/// tracking names those of the properties it read: below 64 as bits, later ones (an object with
/// more than 64 observed properties) listed.
struct GroupSet {
    private(set) var low: UInt64 = 0
    private(set) var high: [Int]?

    init() {}

    /// The positions below 64 that `low` has bits of.
    init(low: UInt64) {
        self.low = low
    }

    @inline(__always)
    func contains(_ position: Int) -> Bool {
        if position < 64 { return low & 1 << UInt64(position) != 0 }
        return high?.contains(position) ?? false
    }

    @inline(__always)
    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 << UInt64(position)
        } else if !contains(position) {
            high = (high ?? []) + [position]
        }
    }

    var count: Int { low.nonzeroBitCount + (high?.count ?? 0) }
}

/// The groups that some registrations of one table name (`OneShotTable`, `OptionsTrackings`), so
/// that a write asks a table only when it may hold a registration for its property: below 64 as
/// bits, and whether any names a later group. May still name groups of registrations gone since
/// (a write then scans for nothing, never misses one) until the table recomputes it.
struct WatchedGroups {
    private var low: UInt64 = 0
    private var hasHigh = false

    @inline(__always)
    func mayInclude(_ position: Int) -> Bool {
        position < 64 ? low & 1 << UInt64(position) != 0 : hasHigh
    }

    /// Whether the group at `position` is the only one named.
    @inline(__always)
    func isOnly(_ position: Int) -> Bool {
        position < 64 && !hasHigh && low == 1 << UInt64(position)
    }

    @inline(__always)
    mutating func insert(_ groups: GroupSet) {
        low |= groups.low
        if groups.high != nil { hasHigh = true }
    }
}
