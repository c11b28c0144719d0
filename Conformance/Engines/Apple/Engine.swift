// Compiles the shared cases in `Conformance/Cases` against Apple's Observation (ENGINE_APPLE).
