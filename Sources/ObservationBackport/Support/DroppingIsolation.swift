/// Synchronous views of `@isolated(any)` closures, for callers already running on the closure's
/// isolation.
///
/// Reads are tracked per thread, so a tracked closure has to run synchronously inside its
/// tracking scope, but Swift 6.3 has no way to say "this `@isolated(any)` closure is isolated to
/// the actor I am on": it refuses a synchronous call and warns about the conversion that Apple's
/// module (built in Swift 5 mode) makes implicitly. Both function types have the same
/// representation (the isolation lives in the closure's context), so the conversion is spelled
/// out here, in one place.
///
/// The casts go through structs: casting the function values themselves would form the
/// metatype of an `@isolated(any)` (or typed-throws) function type, which needs runtime support
/// that only iOS 18 / macOS 15 and later have; a struct's metadata does not need its fields'
/// function-type metadata. The structs exist only for the cast: no value of them is stored, so
/// nothing can reflect their fields, whose metadata would need that runtime too (see the
/// availability guard's rule on stored function types).
enum DroppingIsolation {
    /// `function` as a plain closure; call it only on `function.isolation`.
    static func synchronous<Value, Failure>(
        _ function: @escaping @isolated(any) @Sendable () throws(Failure) -> Value
    ) -> @Sendable () throws(Failure) -> Value {
        unsafeBitCast(IsolatedBodyCastLayout(function: function), to: PlainBodyCastLayout<Value, Failure>.self).function
    }

    /// `apply` as a plain closure; call it only on `apply.isolation`.
    static func synchronous(
        _ apply: @escaping @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void
    ) -> @Sendable (borrowing ObservationTracking.Event) -> Void {
        unsafeBitCast(IsolatedApplyCastLayout(function: apply), to: PlainApplyCastLayout.self).function
    }
}

// The casts' sources and targets, never stored (named `…CastLayout`, which the availability
// guard's rule on stored function types exempts).
private struct IsolatedBodyCastLayout<Value, Failure: Error> {
    let function: @isolated(any) @Sendable () throws(Failure) -> Value 
}

private struct PlainBodyCastLayout<Value, Failure: Error> {
    let function: @Sendable () throws(Failure) -> Value 
}

private struct IsolatedApplyCastLayout {
    let function: @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void 
}

private struct PlainApplyCastLayout {
    let function: @Sendable (borrowing ObservationTracking.Event) -> Void
}
