/// A registrar carries no data worth saving: observers belong to the running process. Encoding
/// writes nothing, and decoding gives a fresh registrar, so `@Observable` types can be Codable.
extension ObservationRegistrar: Codable {
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    public func encode(to encoder: any Encoder) {}
}
