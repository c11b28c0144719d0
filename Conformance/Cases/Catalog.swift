import ConformanceKit

/// Every case of this engine's build, in the order the runner prints them.
public let catalog: [ConformanceCase] = []
