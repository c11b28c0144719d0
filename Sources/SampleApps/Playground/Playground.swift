import ObservationBackport
import TextViews

// The SwiftUI apps of "Swift Observation: in-depth analysis".

@Observable final class TestClass {
    var str1 = "test1"
    var str2 = "test2"
}

/// Stands in for the article's `"\(Date())"`: a new text on every call, but the same texts on every
/// run, so that a script's output is repeatable.
@MainActor final class Timestamps {
    private var count = 0

    func next() -> String {
        count += 1
        return "time \(count)"
    }
}

/// The first app: one view reads both strings, so "Change both" (two writes in one action)
/// gives one update of it.
struct StringsView: View {
    @State var test = TestClass()
    let now: Timestamps

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text(test.str1)
                Text(test.str2)
                HStack {
                    Button("Change str1") { test.str1 = now.next() }
                    Button("Change str2") { test.str2 = now.next() }
                    Button("Change both") {
                        test.str1 = now.next()
                        test.str2 = now.next()
                    }
                }
            }
        }
    }
}

@Observable final class TestRef {
    var str1 = "test1"
    var str2 = "test2"
}

@Observable final class RefTestClass {
    var ref = TestRef()
}

struct View1: View {
    @Environment(RefTestClass.self) var test

    var body: some View {
        ObservationHost {
            Text("View1: \(test.ref.str1)")
        }
    }
}

struct View2: View {
    @Environment(RefTestClass.self) var test

    var body: some View {
        ObservationHost {
            Text("View2: \(test.ref.str2)")
        }
    }
}

/// The second app: two views read the strings of `test.ref` through the environment. Replacing
/// the reference re-evaluates both, though their strings are the same. The article's
/// `test.ref = test.ref` ("Change ref") did so when it was written; in Swift 6.3 the
/// `@Observable` setter skips a write of the identical object (checked against Apple's module),
/// so it re-evaluates nothing. "New ref" writes a new object with the same strings.
struct RefView: View {
    @State var test = RefTestClass()

    var body: some View {
        VStack(alignment: .leading) {
            View1()
            View2()
            HStack {
                Button("Change ref") { test.ref = test.ref }
                Button("New ref") { test.ref = TestRef() }
            }
        }
        .environment(test)
    }
}
