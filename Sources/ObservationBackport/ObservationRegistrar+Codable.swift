/// A registrar carries no data worth saving: observers belong to the running process. Encoding
/// writes nothing, and decoding gives a fresh registrar, so `@Observable` types can be Codable.
extension ObservationRegistrar: Codable {
    /// Creates a fresh registrar; nothing is read from `decoder`.
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    /// Writes nothing: a registrar has no state worth saving.
    public func encode(to encoder: any Encoder) {}
}
