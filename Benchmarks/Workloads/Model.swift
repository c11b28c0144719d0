#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

/// The benchmark model: four tracked properties, expanded by hand exactly as each engine's
/// `@Observable` expands them (Apple's 6.3 shape; ours creates key paths lazily).
final class Model: Observable, @unchecked Sendable {
    private let _$observationRegistrar = ObservationRegistrar()

    #if ENGINE_APPLE
    internal nonisolated func access<Member>(keyPath: KeyPath<Model, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: KeyPath<Model, Member>, _ mutation: () throws -> MutationResult
    ) rethrows -> MutationResult {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }
    #else
    internal nonisolated func access<Member>(keyPath: @autoclosure () -> KeyPath<Model, Member>) {
        _$observationRegistrar._access(self, keyPath: keyPath())
    }

    internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: @autoclosure () -> KeyPath<Model, Member>, _ mutation: () throws -> MutationResult
    ) rethrows -> MutationResult {
        try _$observationRegistrar._withMutation(of: self, keyPath: keyPath(), mutation)
    }
    #endif

    private var _a = 0
    private var _b = 0
    private var _c = 0
    private var _d = 0

    var a: Int {
        get { access(keyPath: \.a); return _a }
        set {
            guard _a != newValue else { _a = newValue; return }
            withMutation(keyPath: \.a) { _a = newValue }
        }
        _modify {
            access(keyPath: \.a)
            #if ENGINE_APPLE
            _$observationRegistrar.willSet(self, keyPath: \.a)
            defer { _$observationRegistrar.didSet(self, keyPath: \.a) }
            #else
            let observed = _$observationRegistrar._willModify(self, keyPath: \.a)
            defer { if observed { _$observationRegistrar.didSet(self, keyPath: \.a) } }
            #endif
            yield &_a
        }
    }

    var b: Int {
        get { access(keyPath: \.b); return _b }
        set {
            guard _b != newValue else { _b = newValue; return }
            withMutation(keyPath: \.b) { _b = newValue }
        }
    }

    var c: Int {
        get { access(keyPath: \.c); return _c }
        set {
            guard _c != newValue else { _c = newValue; return }
            withMutation(keyPath: \.c) { _c = newValue }
        }
    }

    var d: Int {
        get { access(keyPath: \.d); return _d }
        set {
            guard _d != newValue else { _d = newValue; return }
            withMutation(keyPath: \.d) { _d = newValue }
        }
    }
}
