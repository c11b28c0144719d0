#if canImport(Observation)
import Observation

/// Apple's `Observation.Observable`, under a name of this module: `@Observable` conforms each
/// class to it where Apple's Observation exists at run time, and the name resolves in a file
/// that imports only ObservationBackport (a file sees no top-level name of a module it does not
/// import). A refinement rather than a typealias, so the compiler can tell the macro which of the
/// two conformances a class lacks. Not for direct use.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public protocol _AppleObservable: Observation.Observable {}
#else
/// Where Apple's Observation does not exist, a protocol without meaning, so the conformance
/// `@Observable` generates still compiles.
public protocol _AppleObservable {}
#endif
