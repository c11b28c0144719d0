// Compiles Benchmarks/Workloads against Apple's Observation.
