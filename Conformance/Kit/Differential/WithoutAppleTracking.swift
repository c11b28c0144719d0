extension Program {
    /// The same program with every scope and observer made by this engine's own tracking instead
    /// of Apple's. ObservationBackport's build needs `AppleObservationBridge` for Apple's tracking,
    /// which is process-wide and permanent: a test process that must stay unbridged runs these.
    public func withoutAppleTracking() -> Program {
        Program(steps.map { step in
            switch step {
            case .track(let scope): .track(scope.withoutAppleTracking())
            case .observe(let observer): .observe(observer.withoutAppleTracking())
            default: step
            }
        })
    }
}

extension Scope {
    func withoutAppleTracking() -> Scope {
        var copy = self
        copy.apple = false
        copy.nested = nested.map { $0.withoutAppleTracking() }
        copy.spawn = spawn?.withoutAppleTracking()
        return copy
    }
}

extension Observer {
    func withoutAppleTracking() -> Observer {
        var copy = self
        copy.apple = false
        return copy
    }
}
