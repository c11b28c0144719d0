import Foundation
@testable import ObservationBackport

/// A hand-expanded model that several threads may write at once: its values are guarded by a
/// lock of its own (the engine makes observation thread-safe, not the model's storage).
final class SharedPerson: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var _name: String
    private var _age = 0

    init(name: String) { _name = name }

    var name: String {
        get {
            registrar.access(self, keyPath: \.name)
            return lock.withLock { _name }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.name) { lock.withLock { _name = newValue } }
        }
    }

    var age: Int {
        get {
            registrar.access(self, keyPath: \.age)
            return lock.withLock { _age }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.age) { lock.withLock { _age = newValue } }
        }
    }

    /// Adds one to `age` as a single observed mutation.
    func birthday() {
        registrar.withMutation(of: self, keyPath: \.age) { lock.withLock { _age += 1 } }
    }
}
