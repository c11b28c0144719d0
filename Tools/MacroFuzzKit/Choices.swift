import ConformanceKit

/// The conformance suite's SplitMix64 generator, with the choices the class grammar makes.
extension SeededGenerator {
    mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    mutating func count(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}
