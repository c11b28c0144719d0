// Compiles the shared fixture in `Tests/MacroFixtures/Shapes` against ObservationBackport.
