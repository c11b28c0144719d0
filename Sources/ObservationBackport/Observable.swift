/// A type that emits notifications to observers when underlying data changes.
///
/// Conforming to this protocol signals to other APIs that the type supports observation.
/// Conformance alone does not make a type observable: use the `@Observable` macro, which adds
/// an `ObservationRegistrar` and routes every stored property through it.
public protocol Observable {}

/// Makes a class observable: adds an `ObservationRegistrar`, routes every stored instance
/// property through it (each gets `@ObservationTracked`) and conforms the class to
/// ``Observable``.
///
/// The same macro as Swift's `Observation.Observable()`, implemented by a plugin without
/// swift-syntax. Structs, enumerations and actors are rejected with Apple's error.
///
/// Deprecated where the deployment target already has Apple's Observation (iOS 17, macOS 14,
/// tvOS 17, watchOS 10, visionOS): the warning says to switch the file's import. Only the names
/// you write are deprecated, not those the expansion writes (`ObservationRegistrar`,
/// `Observable`, `@ObservationTracked`, `@ObservationIgnored`), so a class gets one warning at
/// its `@Observable`, not one per property.
@available(iOS, deprecated: 17, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(macOS, deprecated: 14, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(tvOS, deprecated: 17, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(watchOS, deprecated: 10, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(visionOS, deprecated: 1, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers), named(_$observationAccess), named(_$observationMutation), named(_$observationWillModify), named(_$observationDidModify), named(_$observationSet))
@attached(memberAttribute)
@attached(extension, conformances: ObservationBackport.Observable, ObservationBackport._AppleObservable)
public macro Observable() = #externalMacro(module: "ObservationBackportMacros", type: "ObservableMacro")

/// Turns a stored property into accessors that report reads and writes to the registrar, backed
/// by a private `_name` storage. `@Observable` applies it; writing it yourself is not needed.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked() = #externalMacro(module: "ObservationBackportMacros", type: "ObservationTrackedMacro")

/// Excludes a property of an `@Observable` class from observation.
@attached(accessor)
public macro ObservationIgnored() = #externalMacro(module: "ObservationBackportMacros", type: "ObservationIgnoredMacro")
