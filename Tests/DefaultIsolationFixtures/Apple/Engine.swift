// Compiles the app in `Tests/DefaultIsolationFixtures/App` against Apple's Observation (ENGINE_APPLE),
// with an Xcode 27 app target's settings (see Package.swift).
