import ConformanceKit

/// Every case of this engine's build, in the order the runner prints them. To add rows, add a
/// file with a `[ConformanceCase]` and list it here.
public let catalog: [ConformanceCase] =
    seed000Cases + seed001Cases + seed003Cases + seed004Cases + proposalCases + equalityCases
    + trackingCases + trackingEdgeCases + lifetimeCases + threadCases + spiCases + registrarCases + probeCases
    + macroShapeCases + keyPathAndAccessorCases + observationsCases + appleTrackingCases

/// The cases whose ObservationBackport build enables `AppleObservationBridge` (process-wide and
/// permanent): a test process that must stay unbridged runs them in a process of their own.
public let casesEnablingTheBridge: Set<String> = Set(appleTrackingCases.map(\.name))
