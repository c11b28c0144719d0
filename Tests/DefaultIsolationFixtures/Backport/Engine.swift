// Compiles the app in `Tests/DefaultIsolationFixtures/App` against ObservationBackport, with an
// Xcode 27 app target's settings (see Package.swift).
