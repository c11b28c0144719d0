// Compiles the shared fixture in `Tests/MacroFixtures/Shapes` against Apple's Observation (ENGINE_APPLE).
