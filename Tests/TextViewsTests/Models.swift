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

/// The app model of "Observation: The Present": nothing to observe directly, only in the tabs.
final class AppModel {
    let tab1 = CounterModel()
    let tab2 = CounterModel()
    let tab3 = CounterModel()
}

/// The models of "Swift Observation: in-depth analysis".
@Observable final class Pair {
    var str1 = "test1"
    var str2 = "test2"
}

@Observable final class PairHolder {
    var ref = Pair()
}
