import Foundation
@testable import ObservationBackport

/// A model written the way `@Observable` expands, by hand, so the engine is tested on its own.
final class Person: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var _name: String
    private var _age: Int
    var onDeinit: (@Sendable () -> Void)?

    init(name: String = "Ada", age: Int = 36) {
        _name = name
        _age = age
    }

    deinit { onDeinit?() }

    var name: String {
        get {
            registrar.access(self, keyPath: \.name)
            return _name
        }
        set {
            registrar.withMutation(of: self, keyPath: \.name) { _name = newValue }
        }
    }

    var age: Int {
        get {
            registrar.access(self, keyPath: \.age)
            return _age
        }
        set {
            registrar.withMutation(of: self, keyPath: \.age) { _age = newValue }
        }
        _modify {
            registrar.access(self, keyPath: \.age)
            registrar.willSet(self, keyPath: \.age)
            defer { registrar.didSet(self, keyPath: \.age) }
            yield &_age
        }
    }
}

/// A thread-safe list of events, for callbacks that may run on any thread.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ event: String) {
        lock.lock()
        storage.append(event)
        lock.unlock()
    }

    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
