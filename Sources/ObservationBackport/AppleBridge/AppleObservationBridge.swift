import ObservationBackportAtomics

/// Lets Apple's Observation see ObservationBackport models, on the OS versions that have it
/// (iOS 17, macOS 14, tvOS 17, watchOS 10 and later; Linux): once enabled, Apple's
/// `withObservationTracking`, `Observations` and SwiftUI's own view tracking see the reads and
/// changes of every `@Observable` class of this package, with Apple's semantics, while this
/// package's tracking keeps working on the same objects. Not part of Apple's API.
///
///     if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
///         AppleObservationBridge.enable()  // at launch, before the first view
///     }
///
/// `@Observable` conforms every class to Apple's `Observable` where it exists (so SwiftUI's
/// `@Bindable`, `.environment(_:)` and `@Environment(Model.self)` accept backport models), but
/// Apple's tracking only hears of them once the bridge is enabled.
///
/// Why a switch: Apple's tracking cannot be detected from outside (its open scopes live in
/// Apple's thread-local state), so a bridged object must tell Apple's registrar of every read
/// and every write. Off, the bridge costs nothing: the process-wide count that an untracked read
/// loads carries the enabled bridge as a high bit (so the count is never zero), and an object's
/// own atomic word, which an unobserved write tests, is marked bridged (a tag, and every bit a
/// write tests) only once the object is bridged; the object's Apple registrar is held by its
/// observer index, which an object nobody observes does not have, so no object carries an extra
/// word for it; no other instruction runs on those paths. On, every read of a backport property
/// takes the tracked path (the key path is created and handed to Apple's registrar), and every
/// write to an object read since then takes the slow path and also calls Apple's
/// `willSet`/`didSet`. An object gets its Apple registrar on its first read after `enable()`;
/// objects never read keep costing nothing. `swift run -c release benchmarks` prints every row
/// with the bridge off and on.
///
/// Enabling is for the whole process and cannot be undone: an Apple observer installed while
/// the bridge was on would otherwise never hear of the change it waits for.
public enum AppleObservationBridge {
    /// Whether `enable()` has run in this process.
    @inlinable
    public static var isEnabled: Bool {
        observation_backport_bridge_is_set(observation_backport_open_scope_count())
    }

    /// Makes Apple's tracking see backport models from now on, in the whole process. Calling it
    /// again does nothing.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public static func enable() {
        // Every read now takes the tracked path, where the registrar forwards it.
        _ = observation_backport_enable_bridge()
    }
}
