import ObservationBackport

@Observable final class Person {
    var name: String
    var age: Int

    init(name: String, age: Int = 0) {
        self.name = name
        self.age = age
    }
}

/// Mutated from a background task in one test; its properties are only ever touched by one
/// thread at a time there.
@Observable final class CounterModel: @unchecked Sendable {
    var count = 0
    var secondsElapsed = 0
    var isDisplayingSecondsElapsed = true
}

/// Seed 004's app model: nothing to observe directly, only in the tabs.
final class AppModel {
    let tab1 = CounterModel()
    let tab2 = CounterModel()
    let tab3 = CounterModel()
}

/// Seed 003's models.
@Observable final class Pair {
    var str1 = "test1"
    var str2 = "test2"
}

@Observable final class PairHolder {
    var ref = Pair()
}
