/// Runs generated classes through `DifferentialRunner` in batches (one compilation per engine
/// per batch, since starting the compiler costs more than a class), and shrinks the first
/// class that shows a difference to the fewest members that still show it.
public struct Campaign {
    public struct Failure {
        public let seed: UInt64
        public let differences: [Difference]
        /// The classes of the failing group, reduced member by member.
        public let shrunkSource: String
    }

    public struct Summary {
        public var classes = 0
        /// Members of the classes and their extensions, plus the class declarations themselves.
        public var declarations = 0
        public var batches = 0
        public var failure: Failure?
    }

    let runner: DifferentialRunner

    public init(runner: DifferentialRunner) { self.runner = runner }

    /// Batch `i` uses seed `seed + i`, so any batch can be run again on its own.
    public func run(seed: UInt64, batches: Int, classesPerBatch: Int, progress: (Summary) -> Void = { _ in }) throws -> Summary {
        var summary = Summary()
        for batch in 0..<batches {
            let batchSeed = seed &+ UInt64(batch)
            var generator = ClassGenerator(seed: batchSeed)
            var groups: [[ClassShape]] = []
            var classCount = 0
            while classCount < classesPerBatch {
                let group = generator.next()
                groups.append(group)
                classCount += group.count
            }
            let classes = groups.flatMap { $0 }
            let differences = try runner.differences(classes)
            summary.batches += 1
            summary.classes += classes.count
            summary.declarations += classes.reduce(0) { $0 + 1 + $1.members.count + $1.extensionMembers.count }
            if let first = differences.first {
                // A difference in a class is shrunk; one about the whole program is not.
                let group = groups.first { $0.contains { $0.name == first.className } }
                let shrunk = try group.map(shrink) ?? []
                summary.failure = Failure(
                    seed: batchSeed, differences: differences,
                    shrunkSource: shrunk.map(\.source).joined(separator: "\n"))
                return summary
            }
            progress(summary)
        }
        return summary
    }

    /// Removes members one at a time while the group alone still shows a difference.
    func shrink(_ group: [ClassShape]) throws -> [ClassShape] {
        var current = group
        guard try !runner.differences(current).isEmpty else { return current }
        var changed = true
        while changed {
            changed = false
            for classIndex in current.indices {
                var memberIndex = 0
                while memberIndex < current[classIndex].members.count {
                    var candidate = current
                    candidate[classIndex].members.remove(at: memberIndex)
                    if try !runner.differences(candidate).isEmpty {
                        current = candidate
                        changed = true
                    } else {
                        memberIndex += 1
                    }
                }
                if !current[classIndex].extensionMembers.isEmpty {
                    var candidate = current
                    candidate[classIndex].extensionMembers = []
                    if try !runner.differences(candidate).isEmpty {
                        current = candidate
                        changed = true
                    }
                }
            }
        }
        return current
    }
}
