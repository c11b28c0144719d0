/// A type that emits notifications to observers when underlying data changes.
///
/// Conforming to this protocol signals to other APIs that the type supports observation.
/// Conformance alone does not make a type observable: use the `@Observable` macro, which adds
/// an `ObservationRegistrar` and routes every stored property through it.
public protocol Observable {}
