import ObservationBackportAtomics

/// The reads of one scope: runs of (object, property bits), the current run extended while
/// consecutive reads stay on one object. It lives on the stack of `withObservationTracking`; the
/// thread-local slot points to the innermost one.
struct FloorReads {
    private var current: FloorRegistrar?
    private var currentProperties = 0
    private var earlier: [Run] = []
    /// The observer of an options tracking, installed on each property as it is first read, so
    /// that a change made while `apply` runs is not missed; nil for the one-shot tracking.
    var installsEarly: FloorObserver?

    private struct Run {
        let registrar: FloorRegistrar
        let properties: Int
    }

    @inline(__always)
    mutating func record(_ registrar: FloorRegistrar, _ property: Int) {
        record(registrar, properties: 1 << property)
    }

    @inline(__always)
    mutating func record(_ registrar: FloorRegistrar, properties: Int) {
        if let observer = installsEarly { install(observer, registrar, properties) }
        if current === registrar {
            currentProperties |= properties
        } else {
            switchRun(to: registrar, properties)
        }
    }

    private mutating func switchRun(to registrar: FloorRegistrar, _ properties: Int) {
        if let current {
            if earlier.isEmpty { earlier.reserveCapacity(4) }
            earlier.append(Run(registrar: current, properties: currentProperties))
        }
        current = registrar
        currentProperties = properties
    }

    var isEmpty: Bool { current == nil }

    /// Installs an options tracking's observer on what this read adds to the current run (an
    /// object read again after another gets a second entry: the observer fires once anyway).
    private func install(_ observer: FloorObserver, _ registrar: FloorRegistrar, _ properties: Int) {
        let new = current === registrar ? properties & ~currentProperties : properties
        if new != 0 { registrar.add(.shared(observer), properties: new) }
    }

    /// Registers `onChange` with every object read: inline in the object's table when the scope
    /// read one object in one run, through one observer shared by the runs' entries otherwise.
    func install(_ onChange: FloorCallback) {
        guard let current else { return }
        if earlier.isEmpty { return current.add(.only(onChange), properties: currentProperties) }
        let observer = FloorTarget.shared(FloorObserver.make(onChange))
        for run in earlier { run.registrar.add(observer, properties: run.properties) }
        current.add(observer, properties: currentProperties)
    }

    mutating func append(_ inner: FloorReads) {
        for run in inner.earlier { record(run.registrar, properties: run.properties) }
        if let current = inner.current { record(current, properties: inner.currentProperties) }
    }
}

/// Shares ObservationBackport's process-wide count of open scopes and its thread-local scope
/// slot (the cheapest the platform offers): the engines never run at the same time, and each
/// scope restores the slot when it ends.
enum FloorScope {
    static var current: UnsafeMutablePointer<FloorReads>? {
        observation_backport_current_scope()?.assumingMemoryBound(to: FloorReads.self)
    }

    static func collect<T>(installingEarly observer: FloorObserver? = nil, _ apply: () -> T) -> (T, FloorReads) {
        var reads = FloorReads()
        reads.installsEarly = observer
        let enclosing = observation_backport_current_scope()
        let result = withUnsafeMutablePointer(to: &reads) { pointer in
            observation_backport_set_current_scope(pointer)
            observation_backport_add_open_scopes(1)
            defer {
                observation_backport_add_open_scopes(-1)
                observation_backport_set_current_scope(enclosing)
            }
            return apply()
        }
        if let enclosing, !reads.isEmpty {
            enclosing.assumingMemoryBound(to: FloorReads.self).pointee.append(reads)
        }
        return (result, reads)
    }
}

func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
    let (result, reads) = FloorScope.collect(apply)
    if !reads.isEmpty { reads.install(.plain(onChange())) }
    return result
}
