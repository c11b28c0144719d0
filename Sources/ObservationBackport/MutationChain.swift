import ObservationBackportAtomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How deeply the current thread's mutations are nested, and what must run once the outermost
/// one ends: a property whose own `didSet` writes three others is one chain, and a continuous
/// observation of those three runs once, after the chain, not three times in the middle of it.
///
/// Thread story: thread-local (a pthread key), so no lock. Mutations only enter and leave a chain
/// while `observation_backport_chain_listeners` is non-zero (some continuous observation is
/// alive); otherwise writes skip it entirely.
@usableFromInline
enum MutationChain {
    private final class State {
        var depth = 0
        var pending: [Pending] = []
    }

    /// An action and who asked for it, held weakly: an identifier could be reused by a new
    /// object during the chain, a weak reference cannot.
    private struct Pending {
        weak var owner: AnyObject?
        let action: () -> Void
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            // Releases the thread's state when the thread ends.
            Unmanaged<AnyObject>.fromOpaque((raw as UnsafeMutableRawPointer?)!).release()
        }
        precondition(status == 0, "ObservationBackport: pthread_key_create failed (\(status))")
        return key
    }()

    private static var state: State {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<State>.fromOpaque(raw).takeUnretainedValue()
        }
        let state = State()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// Whether mutations must keep track of their nesting now.
    @inlinable
    static var isWatched: Bool { observation_backport_chain_listener_count() != 0 }

    @usableFromInline
    static func enter() {
        state.depth += 1
    }

    @usableFromInline
    static func leave() {
        let state = self.state
        state.depth -= 1
        while state.depth == 0, !state.pending.isEmpty {
            state.pending.removeFirst().action()
        }
    }

    /// Runs `action` once the current thread's outermost mutation ends, or now outside of one.
    /// A second action for the same `owner` during one chain is dropped.
    static func afterOutermost(for owner: AnyObject, _ action: @escaping () -> Void) {
        let state = self.state
        guard state.depth > 0 else { return action() }
        if !state.pending.contains(where: { $0.owner === owner }) {
            state.pending.append(Pending(owner: owner, action: action))
        }
    }
}
