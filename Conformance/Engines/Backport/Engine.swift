// Compiles the shared cases in `Conformance/Cases` against ObservationBackport.
