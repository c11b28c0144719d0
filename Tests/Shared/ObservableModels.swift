import Foundation
import ObservationBackport

// Test models written the way `@Observable` expands, by hand, until the macro is merged.

/// One tracked `Int` and one tracked `String`. Like the macro's setter, an equal write stores
/// without notifying anyone.
final class Counter: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var _value: Int
    private var _label = ""

    init(_ value: Int = 0) {
        _value = value
    }

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return _value
        }
        set {
            guard _value != newValue else { return }
            registrar.withMutation(of: self, keyPath: \.value) { _value = newValue }
        }
    }

    var label: String {
        get {
            registrar.access(self, keyPath: \.label)
            return _label
        }
        set {
            guard _label != newValue else { return }
            registrar.withMutation(of: self, keyPath: \.label) { _label = newValue }
        }
    }
}

/// A tracked `Int` whose storage is guarded by a lock, for writers on several threads (stored
/// properties of `@Observable` classes are not synchronized).
final class SharedCounter: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var _value = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return lock.withLock { _value }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { lock.withLock { _value = newValue } }
        }
    }
}

/// A model whose setter notifies on every write, equal or not (like a property of a generic
/// type under `@Observable`).
final class LoudCounter: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var _value = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return _value
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { _value = newValue }
        }
    }
}

/// Two tracked properties where writing `total` also writes `parts` inside its own mutation,
/// as a property's `didSet` does under `@Observable`: one `withMutation` chain, two changes.
final class Invoice: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var _total = 0
    private var _parts = 0
    private var _note = ""

    var total: Int {
        get {
            registrar.access(self, keyPath: \.total)
            return _total
        }
        set {
            registrar.withMutation(of: self, keyPath: \.total) {
                _total = newValue
                parts = newValue / 10
            }
        }
    }

    var parts: Int {
        get {
            registrar.access(self, keyPath: \.parts)
            return _parts
        }
        set {
            registrar.withMutation(of: self, keyPath: \.parts) { _parts = newValue }
        }
    }

    /// Writing it also writes `total` (and so `parts`) inside its own mutation.
    var note: String {
        get {
            registrar.access(self, keyPath: \.note)
            return _note
        }
        set {
            registrar.withMutation(of: self, keyPath: \.note) {
                _note = newValue
                total = newValue.count * 10
            }
        }
    }
}

/// A thread-safe list of what closures running on any thread saw.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func record(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    var recorded: [Value] {
        lock.withLock { values }
    }
}

/// Counts how many threads are inside a region at once.
final class Occupancy: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var highest = 0
    private var entered = 0

    func enter() {
        lock.withLock {
            inside += 1
            entered += 1
            highest = max(highest, inside)
        }
    }

    func leave() {
        lock.withLock { inside -= 1 }
    }

    /// How many times a thread entered.
    var entries: Int {
        lock.withLock { entered }
    }

    /// The most threads that were ever inside at once.
    var peak: Int {
        lock.withLock { highest }
    }
}

/// Two tracked properties written one after the other by a third one's `didSet`: one mutation
/// chain, two sibling changes.
@Observable final class Mirror: @unchecked Sendable {
    var left = 0
    var right = 0
    var both = 0 {
        didSet {
            left = both
            right = both
        }
    }
}
