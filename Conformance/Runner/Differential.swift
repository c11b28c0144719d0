import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Foundation

/// `--fuzz N`: the differential test over N generated programs; returns the exit status.
func runDifferential(count: Int, seed: UInt64) -> Int32 {
    #if canImport(Darwin)
    // The programs install SPI observers, which Apple's SDKs do not declare.
    FileHandle.standardError.write(Data("conformance: --fuzz cannot run here: \(SkipReason.appleSPINotInSDK)\n".utf8))
    return 3
    #else
    let seeds = seed..<(seed + UInt64(count))
    if let failure = DifferentialCheck.run(
        seeds: seeds, apple: ConformanceCasesApple.interpret, ours: ConformanceCasesBackport.interpret)
    {
        print(failure)
        return 1
    }
    print("\(count) programs (seeds \(seeds.lowerBound)..<\(seeds.upperBound)): logs identical on both engines")
    return 0
    #endif
}
