// Compiles Benchmarks/Workloads against ObservationBackport.
