/// How diagnostics name an observable property: `Counter.count` for `\Counter.count`. Where the
/// runtime cannot name a computed property (Linux, where every `@Observable` property is
/// computed), `A property of Counter`.
@_spi(Diagnostics) public enum PropertyName {
    /// The property `keyPath` names, as diagnostics show it.
    public static func of(_ keyPath: AnyKeyPath) -> String {
        let path = String(describing: keyPath)
        guard path.hasPrefix("\\"), !path.contains("<computed") else {
            return "A property of \(type(of: keyPath).rootType)"
        }
        return String(path.dropFirst())
    }
}
