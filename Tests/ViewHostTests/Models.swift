import ObservationBackport

// Models written as the @Observable macro expands them (until the macro is available here).

final class Person: Observable {
    private let registrar = ObservationRegistrar()
    private var _name: String
    private var _age: Int

    init(name: String, age: Int = 0) {
        _name = name
        _age = age
    }

    var name: String {
        get { registrar.access(self, keyPath: \.name); return _name }
        set { registrar.withMutation(of: self, keyPath: \.name) { _name = newValue } }
    }

    var age: Int {
        get { registrar.access(self, keyPath: \.age); return _age }
        set { registrar.withMutation(of: self, keyPath: \.age) { _age = newValue } }
    }
}

/// Mutated from a background task in one test; its properties are only ever touched by one
/// thread at a time there.
final class CounterModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var _count = 0
    private var _secondsElapsed = 0
    private var _isDisplayingSecondsElapsed = true

    var count: Int {
        get { registrar.access(self, keyPath: \.count); return _count }
        set { registrar.withMutation(of: self, keyPath: \.count) { _count = newValue } }
    }

    var secondsElapsed: Int {
        get { registrar.access(self, keyPath: \.secondsElapsed); return _secondsElapsed }
        set { registrar.withMutation(of: self, keyPath: \.secondsElapsed) { _secondsElapsed = newValue } }
    }

    var isDisplayingSecondsElapsed: Bool {
        get { registrar.access(self, keyPath: \.isDisplayingSecondsElapsed); return _isDisplayingSecondsElapsed }
        set {
            registrar.withMutation(of: self, keyPath: \.isDisplayingSecondsElapsed) {
                _isDisplayingSecondsElapsed = newValue
            }
        }
    }
}

/// Seed 004's app model: nothing to observe directly, only in the tabs.
final class AppModel {
    let tab1 = CounterModel()
    let tab2 = CounterModel()
    let tab3 = CounterModel()
}

/// Seed 003's models.
final class Pair: Observable {
    private let registrar = ObservationRegistrar()
    private var _str1 = "test1"
    private var _str2 = "test2"

    var str1: String {
        get { registrar.access(self, keyPath: \.str1); return _str1 }
        set { registrar.withMutation(of: self, keyPath: \.str1) { _str1 = newValue } }
    }

    var str2: String {
        get { registrar.access(self, keyPath: \.str2); return _str2 }
        set { registrar.withMutation(of: self, keyPath: \.str2) { _str2 = newValue } }
    }
}

final class PairHolder: Observable {
    private let registrar = ObservationRegistrar()
    private var _ref = Pair()

    var ref: Pair {
        get { registrar.access(self, keyPath: \.ref); return _ref }
        set { registrar.withMutation(of: self, keyPath: \.ref) { _ref = newValue } }
    }
}
