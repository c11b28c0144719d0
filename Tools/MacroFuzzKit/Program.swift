/// A batch of generated classes as one Swift program, compiled once per engine: with
/// `-D ENGINE_APPLE` it imports Swift's Observation, otherwise this package.
struct Program: Sendable {
    static let moduleName = "FuzzProgram"

    let classes: [ClassShape]
    /// The text, and the lines (1-based, inclusive) each class occupies in it.
    let source: String
    let lines: [(range: ClosedRange<Int>, className: String)]

    init(_ classes: [ClassShape]) {
        self.classes = classes
        var text = Self.prelude
        var lines: [(ClosedRange<Int>, String)] = []
        var line = text.filter { $0 == "\n" }.count + 1
        for shape in classes {
            let classText = shape.source
            let count = classText.filter { $0 == "\n" }.count
            lines.append((line...(line + count), shape.name))
            text += classText
            line += count
        }
        text += "@main struct FuzzMain {\n    @MainActor static func main() {\n"
        text += classes.map { "        \($0.instance).fuzzProbe_\($0.name)()\n" }.joined()
        text += "    }\n}\n"
        source = text
        self.lines = lines
    }

    func className(atLine line: Int) -> String? {
        lines.first { $0.range.contains(line) }?.className
    }

    /// Types and helpers the generated classes use, the same for both engines.
    static let prelude = #"""
        #if ENGINE_APPLE
        import Observation
        #else
        import ObservationBackport
        #endif

        @globalActor actor SpeziBluetooth { static let shared = SpeziBluetooth() }
        @propertyWrapper struct Clamped { var wrappedValue: Int }
        final class Ref { var count = 0 }
        final class EquatableRef: Equatable {
            let value: Int
            init(_ value: Int) { self.value = value }
            static func == (lhs: EquatableRef, rhs: EquatableRef) -> Bool { lhs.value == rhs.value }
        }
        let sharedRef = Ref()
        let otherRef = Ref()
        struct Point: Equatable {
            var x: Int
            var y: Int
            static let origin = Point(x: 0, y: 0)
        }
        struct Pair<A, B> {
            var a: A
            var b: B
        }
        enum Home {
            enum Destination {}
            enum Page {}
        }
        struct Router<Destination, Page> { var depth = 0 }
        enum FuzzError: Error { case failed }
        func make(_ body: () -> Int) -> Int { body() }
        final class Flag: @unchecked Sendable { var fired = false }
        func fires(_ read: () -> Void, _ change: () -> Void) -> Bool {
            let flag = Flag()
            withObservationTracking(read, onChange: { flag.fired = true })
            change()
            return flag.fired
        }
        func fuzzLog(_ line: String) { print("  " + line) }
        func log(_ label: String, _ fired: Bool) { print(label + ": " + (fired ? "fired" : "quiet")) }

        """#
}
