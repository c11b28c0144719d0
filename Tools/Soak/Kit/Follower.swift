/// One way to follow a model (a render loop, `Observations`, a view host…), started on the main
/// actor and kept going until `stop()`.
public protocol Follower: AnyObject {
    /// The follower's kind, as `--kinds` names it.
    var kind: FollowerKind { get }
    /// What it has shown so far.
    var record: FollowerRecord { get }
    /// Shows the model's current values and starts following it.
    @MainActor func start()
    /// Stops following (cancels what it installed).
    @MainActor func stop()
}

/// The kinds of follower, in the order the summary lists them.
public enum FollowerKind: String, CaseIterable, Sendable {
    /// `withObservationTracking(_:onChange:)` called again, on the main queue, after each `onChange`.
    case renderLoop = "render-loop"
    /// `withObservationTracking(options: [.willSet])`, re-armed after each event (SE-0506).
    case options
    /// `withContinuousObservation(options: [.didSet])` (SE-0506).
    case continuous
    /// `for await` over `Observations { … }` on the main actor.
    case observations
    /// The SwiftUI host's tracking core (`HostTracking`), re-evaluated on the main queue.
    case host
    /// The UIKit/AppKit pass tracking (`PassTracking`) with a stand-in layout pass.
    case pass
    /// The text-rendering host (`TextHost`) updating an `ObservationHost`.
    case textHost = "text-host"
}

/// A model to soak and the followers an engine offers for it.
public protocol SoakEngine: AnyObject, Sendable {
    /// The engine's name in the summary ("ours", "Apple 6.3").
    static var name: String { get }
    /// The kinds this engine can follow a model with.
    static var kinds: [FollowerKind] { get }
    /// A model with `propertyCount` integer properties, all 0.
    init(access: ModelAccess)
    /// Writes `value` to property `index` (on a writer's thread).
    func write(_ index: Int, _ value: Int)
    /// The current values (on the driver's thread, once writers are done).
    func values() -> [Int]
    /// A follower of `kind`, not started.
    @MainActor func follower(_ kind: FollowerKind) -> any Follower
}

/// How the writers and followers reach the model's properties.
public enum ModelAccess: String, Sendable {
    /// Straight, with no lock: reads race with writes, as in an app that writes a main-actor
    /// model's properties from background threads (a data race by Swift's rules, yet common).
    case racy
    /// Each write, and each follower's reads, inside one lock of the model's: data-race free.
    case locked
}

/// How many properties the soak's model has.
public let propertyCount = 4
