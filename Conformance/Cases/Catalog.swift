import ConformanceKit

/// Every case of this engine's build, in the order the runner prints them. To add rows, add a
/// file with a `[ConformanceCase]` and list it in `sharedCases`.
///
/// Apple's build exists from macOS 14, iOS 17, tvOS 17 and watchOS 10 (Apple's Observation).
/// ObservationBackport's runs on every OS the package supports; there, the cases that watch our
/// models with Apple's tracking are listed only where Apple's Observation exists.
///
/// Apple's 6.4 build (ENGINE_APPLE_64: `conformance --apple-6.4`, against Apple's 6.4 sources)
/// adds the SE-0506 cases that its code decides; ours lists them as `se0506Cases`.
#if ENGINE_APPLE_64
public var catalog: [ConformanceCase] { sharedCases + appleTrackingCases + se0506Cases }
#elseif ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public var catalog: [ConformanceCase] { sharedCases + appleTrackingCases }
#else
public var catalog: [ConformanceCase] {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return sharedCases }
    return sharedCases + appleTrackingCases
}
#endif

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private var sharedCases: [ConformanceCase] {
    deepDiveCases + observationFrameworkCases + inDepthAnalysisCases + observationThePresentCases + proposalCases + equalityCases
        + trackingCases + trackingEdgeCases + lifetimeCases + threadCases + spiCases + registrarCases + probeCases
        + macroShapeCases + keyPathAndAccessorCases + observationsCases
}

/// The cases whose ObservationBackport build enables `AppleObservationBridge` (process-wide and
/// permanent): a test process that must stay unbridged runs them in a process of their own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public var casesEnablingTheBridge: Set<String> { Set(appleTrackingCases.map(\.name)) }
