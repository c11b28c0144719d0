// Compiles Benchmarks/Workloads against the hand-written floor (FloorObservation.swift).
