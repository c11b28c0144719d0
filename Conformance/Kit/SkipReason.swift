/// Why a case cannot run against Apple's Observation on this machine. A skipped case is counted
/// and named in the summary, never reported as a pass.
public enum SkipReason {
    /// Apple's SDKs declare no SPI of Observation (no private interface ships): the willSet/didSet
    /// tracking cases compare with Apple only where the toolchain's own Observation is used (Linux).
    public static let appleSPINotInSDK =
        "Apple's SDK does not declare Observation's SPI (withObservationTracking(_:willSet:didSet:))"
    /// `Observations` is declared from the macOS 26 / iOS 26 SDKs (Swift 6.2) on.
    public static let observationsNotInSDK = "this SDK's Observation has no Observations (Swift 6.2 SDKs have it)"
    /// Apple's `Observations` exists from macOS 26, iOS 26, tvOS 26 and watchOS 26.
    public static let observationsNeedNewerOS = "Apple's Observations needs macOS 26, iOS 26, tvOS 26 or watchOS 26"
    /// Without Apple's log, a case whose document describes an older Swift, or from which ours
    /// differs on purpose, cannot be judged.
    public static let judgedAgainstAppleOnly = "judged against Apple's log, which this OS cannot produce"
    /// Apple's Observation exists from macOS 14, iOS 17, tvOS 17 and watchOS 10.
    public static let appleObservationNeedsNewerOS =
        "Apple's Observation needs macOS 14, iOS 17, tvOS 17 or watchOS 10"
}
