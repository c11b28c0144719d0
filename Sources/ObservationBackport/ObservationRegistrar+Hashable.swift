/// Registrars never distinguish the objects that hold them: all compare equal and hash alike, so
/// synthesized `Equatable`/`Hashable` of a model is decided by its own properties only.
extension ObservationRegistrar: Hashable {
    public static func == (lhs: ObservationRegistrar, rhs: ObservationRegistrar) -> Bool {
        true
    }

    public func hash(into hasher: inout Hasher) {}
}
