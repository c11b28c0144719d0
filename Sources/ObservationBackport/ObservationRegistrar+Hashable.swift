/// Registrars never distinguish the objects that hold them: all compare equal and hash alike, so
/// synthesized `Equatable`/`Hashable` of a model is decided by its own properties only.
extension ObservationRegistrar: Hashable {
    /// Always `true`: registrars never make two models differ.
    public static func == (lhs: ObservationRegistrar, rhs: ObservationRegistrar) -> Bool {
        true
    }

    /// Feeds nothing to `hasher`, so every registrar hashes alike.
    public func hash(into hasher: inout Hasher) {}
}
