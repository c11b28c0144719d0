/// The registrations of a `OneShotTable`, in a buffer of its own rather than an array: a
/// registration leaves it by a move, so firing one costs its call and one release (an array
/// hands out copies, and its elements are destroyed again with it), and registrations taken out
/// together travel as this buffer, unchanged, from the table to the write's `ObserverCalls`.
///
/// Thread story: none of its own. A buffer belongs to one `OneShotTable`, used under its object's
/// lock, until a write takes it out whole; then to that write's `ObserverCalls` alone.
final class OneShotRegistrations: ManagedBuffer<OneShotRegistrations.Header, OneShotRegistration> {
    struct Header {
        var count: Int
        /// As asked for at creation (`ManagedBuffer.capacity` asks the allocator on Darwin).
        let capacity: Int
    }

    /// An empty buffer with room for `capacity` registrations.
    static func make(capacity: Int) -> OneShotRegistrations {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }, to: Self.self)
    }

    deinit {
        withUnsafeMutablePointers { header, registrations in
            _ = registrations.deinitialize(count: header.pointee.count)
        }
    }

    // Through the pointer: the stored `header` property would check exclusivity at run time.
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
    var roomLeft: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity - $0.pointee.count } }
    var room: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    /// Adds `registration` at the end; there must be room for it.
    func append(_ registration: __owned OneShotRegistration) {
        withUnsafeMutablePointers { header, registrations in
            (registrations + header.pointee.count).initialize(to: registration)
            header.pointee.count += 1
        }
    }

    /// Moves out the last registration; there must be one.
    func removeLast() -> OneShotRegistration {
        withUnsafeMutablePointers { header, registrations in
            header.pointee.count -= 1
            return (registrations + header.pointee.count).move()
        }
    }

    /// Reads the last registration in place; there must be one.
    func withLast<Result>(_ body: (borrowing OneShotRegistration) -> Result) -> Result {
        withUnsafeMutablePointers { header, registrations in body(registrations[header.pointee.count - 1]) }
    }

    /// Reads every registration in place, in order.
    func forEach(_ body: (borrowing OneShotRegistration) -> Void) {
        withUnsafeMutablePointers { header, registrations in
            for position in 0..<header.pointee.count { body(registrations[position]) }
        }
    }

    /// Moves every registration into a new buffer with room for `capacity`; this one is left empty.
    func movedOut(capacity: Int) -> OneShotRegistrations {
        let moved = Self.make(capacity: capacity)
        withUnsafeMutablePointers { header, registrations in
            moved.withUnsafeMutablePointers { movedHeader, movedRegistrations in
                movedRegistrations.moveInitialize(from: registrations, count: header.pointee.count)
                movedHeader.pointee.count = header.pointee.count
            }
            header.pointee.count = 0
        }
        return moved
    }

    /// Removes, in order and in place, the registrations `remove` returns true for; `remove`
    /// moves out or deinitializes each registration it removes, and reads the others in place.
    func removeAll(where remove: (UnsafeMutablePointer<OneShotRegistration>) -> Bool) {
        withUnsafeMutablePointers { header, registrations in
            var kept = 0
            for position in 0..<header.pointee.count where !remove(registrations + position) {
                if kept != position { (registrations + kept).moveInitialize(from: registrations + position, count: 1) }
                kept += 1
            }
            header.pointee.count = kept
        }
    }

    /// Calls every registration's target, in order of installation, each moved out first (and
    /// the buffer left empty, so that a registration is released once, after its call).
    func fire() {
        withUnsafeMutablePointers { header, registrations in
            let count = header.pointee.count
            header.pointee.count = 0
            for position in 0..<count { (registrations + position).move().target.claim()?() }
        }
    }
}
