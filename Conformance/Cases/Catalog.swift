import ConformanceKit

/// Every case of this engine's build, in the order the runner prints them. To add rows, add a
/// file with a `[ConformanceCase]` and list it here.
public let catalog: [ConformanceCase] =
    seed000Cases + seed001Cases + seed003Cases + seed004Cases + proposalCases + equalityCases
    + trackingCases + trackingEdgeCases + lifetimeCases + threadCases + spiCases + registrarCases + probeCases
    + macroShapeCases + keyPathAndAccessorCases + observationsCases + appleTrackingCases
