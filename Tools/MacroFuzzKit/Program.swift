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
        text += "@main struct FuzzMain {\n    @MainActor static func main() async {\n"
        text += classes.map { "        \($0.instance).fuzzProbe_\($0.name)()\n" }.joined()
        text += "        #if FUZZ_SWIFT64\n"
        text += classes.map { "        await \($0.instance).fuzzProbe64_\($0.name)()\n" }.joined()
        text += "        #endif\n"
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
        func log(_ label: String, _ events: String) { print(label + ": " + (events.isEmpty ? "(none)" : events)) }

        #if FUZZ_SWIFT64
        // Swift 6.4's API (SE-0506): which events a tracking with options, and a continuous
        // observation, report for one change. Everything runs on the main actor, so one thread
        // appends to `Events`.
        final class Events: @unchecked Sendable { var kinds: [String] = [] }
        func name(_ kind: ObservationTracking.Event.Kind) -> String {
            switch kind {
            case .initial: "initial"
            case .willSet: "willSet"
            case .didSet: "didSet"
            case .deinit: "deinit"
            default: "unknown"
            }
        }
        func events(_ options: ObservationTracking.Options, _ read: () -> Void, _ change: () -> Void) -> String {
            let events = Events()
            withObservationTracking(options: options, read, onChange: { event in events.kinds.append(name(event.kind)) })
            change()
            return events.kinds.joined(separator: " ")
        }
        @MainActor func continuousEvents(
            _ options: ObservationTracking.Options, _ read: @escaping @MainActor () -> String, _ change: () -> Void
        ) async -> String {
            let events = Events()
            let token = withContinuousObservation(options: options) { event in
                events.kinds.append(name(event.kind) + " " + read())
            }
            await untilMore(than: 0, events)
            let beforeChange = events.kinds.count
            change()
            await untilMore(than: beforeChange, events)
            token.cancel()
            return events.kinds.joined(separator: ", ")
        }

        /// Lets the observation's task run until `events` holds more than `count` calls, or for at
        /// most a quarter of a second (a change nothing observes), then a few turns more for calls
        /// that follow: an engine's calls come from a task of its own, which a busy machine may
        /// start late, so a fixed number of turns would compare timing, not behaviour.
        @MainActor func untilMore(than count: Int, _ events: Events) async {
            var waited = 0
            while events.kinds.count <= count, waited < 250 {
                await Task.yield()
                try? await Task.sleep(nanoseconds: 1_000_000)
                waited += 1
            }
            for _ in 0..<10 { await Task.yield() }
        }
        #endif

        """#
}
