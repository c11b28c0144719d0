import Foundation
@testable import ObservationBackport

/// A hand-expanded model that several threads may write at once: its values are guarded by a
/// lock of its own (the engine makes observation thread-safe, not the model's storage). Its
/// accessors name the properties by number, as the macro's do; `birthday()` changes `age`
/// through the key-path API, so the stress tests also mix the two on one property.
final class SharedPerson: Observable, @unchecked Sendable {
    private static let nameNumber: UInt64 = 0x1234_5678_9abc_def1
    private static let ageNumber: UInt64 = 0x0fed_cba9_8765_4322

    let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var _name: String
    private var _age = 0

    init(name: String) { _name = name }

    var name: String {
        get {
            registrar._access(self, property: Self.nameNumber, keyPath: \.name)
            return lock.withLock { _name }
        }
        set {
            registrar._withMutation(of: self, property: Self.nameNumber, keyPath: \.name) {
                lock.withLock { _name = newValue }
            }
        }
    }

    var age: Int {
        get {
            registrar._access(self, property: Self.ageNumber, keyPath: \.age)
            return lock.withLock { _age }
        }
        set {
            registrar._withMutation(of: self, property: Self.ageNumber, keyPath: \.age) {
                lock.withLock { _age = newValue }
            }
        }
    }

    /// Adds one to `age` as a single observed mutation.
    func birthday() {
        registrar.withMutation(of: self, keyPath: \.age) { lock.withLock { _age += 1 } }
    }
}
