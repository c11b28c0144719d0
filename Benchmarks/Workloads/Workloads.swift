// Benchmark workloads, compiled once per engine.
public enum Workloads {}
