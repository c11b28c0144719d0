#if ENGINE_APPLE
import Observation
#elseif !ENGINE_FLOOR
import ObservationBackport
#endif

#if !ENGINE_FLOOR

/// The benchmark model: four tracked properties. Each engine's `@Observable` expands it, so the
/// rows measure what users get (the accessors our macro writes are part of our engine). The floor
/// writes it by hand (Engines/Floor/FloorModel.swift).
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable final class Model: @unchecked Sendable {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
}
#endif
