extension Optional {
    /// The value, moved out (not copied), leaving nil: the standard library's `take()`, which
    /// the SDKs before Swift 6 (the iOS 13 SDKs' standard library included) lack.
    @inline(__always)
    mutating func moveOut() -> Wrapped? {
        let value = consume self
        self = nil
        return value
    }
}
