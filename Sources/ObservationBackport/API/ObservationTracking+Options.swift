extension ObservationTracking.Options {
    /// No events.
    public init() {
        bits = 0
    }

    /// Reports a tracked property before its new value is stored.
    public static var willSet: ObservationTracking.Options { ObservationTracking.Options(bits: 1 << 0) }

    /// Reports a tracked property after its new value is stored.
    public static var didSet: ObservationTracking.Options { ObservationTracking.Options(bits: 1 << 1) }

    /// Reports the deinitialization of an object the tracked closure read.
    public static var `deinit`: ObservationTracking.Options { ObservationTracking.Options(bits: 1 << 2) }
}

extension ObservationTracking.Options: SetAlgebra {
    /// The union of `elements`: `[.willSet, .didSet]`.
    public init(arrayLiteral elements: ObservationTracking.Options...) {
        self.init(bits: elements.reduce(0) { $0 | $1.bits })
    }

    /// The events in either set.
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    /// The events in both sets.
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    /// The events in exactly one of the sets.
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    /// Adds the events of `other`.
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    /// Keeps only the events also in `other`.
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    /// Keeps the events in exactly one of this set and `other`.
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
    /// Whether every event of `member` is in this set.
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }

    /// Adds the events of `newMember`; `inserted` is false when all of them were already here.
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        if contains(newMember) { return (false, newMember) }
        bits |= newMember.bits
        return (true, newMember)
    }

    /// Removes the events of `member`, and returns those of them that were here (nil if none).
    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = bits & member.bits
        bits &= ~member.bits
        return removed == 0 ? nil : Self(bits: removed)
    }

    /// Adds the events of `newMember`, and returns those of them that were already here (nil if none).
    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let present = bits & newMember.bits
        bits |= newMember.bits
        return present == 0 ? nil : Self(bits: present)
    }
}
