/// Runs generated programs on both engines and compares their event logs.
public enum DifferentialCheck {
    /// What a failing seed showed, after shrinking.
    public struct Failure: Error, CustomStringConvertible {
        public let seed: UInt64
        public let program: Program
        public let apple: [String]
        public let ours: [String]

        public var description: String {
            """
            differential test failed for seed \(seed) \
            (reproduce: swift run conformance --fuzz 1 --seed \(seed)); shrunk program:
            \(program)
            Apple 6.3:
            \(apple.map { "  \($0)" }.joined(separator: "\n"))
            ours:
            \(ours.map { "  \($0)" }.joined(separator: "\n"))
            """
        }
    }

    /// Checks the programs of `seeds` in order and returns the first failure, shrunk. Without
    /// `appleTracking`, the programs' Apple scopes and observers use each engine's own tracking
    /// (`Program.withoutAppleTracking()`), so ObservationBackport's never enables the bridge.
    public static func run(
        seeds: some Sequence<UInt64>,
        appleTracking: Bool = true,
        apple: (Program) -> [String],
        ours: (Program) -> [String]
    ) -> Failure? {
        for seed in seeds {
            let generated = Program.generate(seed: seed)
            let program = appleTracking ? generated : generated.withoutAppleTracking()
            guard apple(program) != ours(program) else { continue }
            let small = program.shrunk { apple($0) != ours($0) }
            return Failure(seed: seed, program: small, apple: apple(small), ours: ours(small))
        }
        return nil
    }
}
