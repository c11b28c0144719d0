/// The properties of one object that a scope read, each once, with the key path the observer
/// will be installed under.
///
/// A read through the macro's accessors carries the property's identity (see
/// `ObservationRegistrar._access(_:property:keyPath:)`): a repeated read is found by comparing
/// numbers, and its key path is created only when the property is first listed. A read through
/// the key-path API carries identity 0 and is found by its key path instance. Two different
/// instances of equal key paths may both be listed (telling them apart costs ~25 ns, more than
/// the read itself); the object resolves them to one group when the observer is installed.
///
/// The first four are held inline, where a typical view's reads of one object allocate nothing;
/// more go to an array. Unused inline slots repeat the first (so none is optional: a read
/// compares all four without branching on emptiness).
struct AccessEntry: @unchecked Sendable {
    let storage: ObservationStorage
    private var identities: (UInt64, UInt64, UInt64, UInt64)
    private var keyPaths: (AnyKeyPath, AnyKeyPath, AnyKeyPath, AnyKeyPath)
    private var inlineCount = 1
    private var more: [(identity: UInt64, keyPath: AnyKeyPath)] = []

    init(storage: ObservationStorage, identity: UInt64, keyPath: AnyKeyPath) {
        self.storage = storage
        identities = (identity, identity, identity, identity)
        keyPaths = (keyPath, keyPath, keyPath, keyPath)
    }

    /// Whether the property `identity` (not 0) is among the first four listed.
    @inline(__always)
    func listsInline(_ identity: UInt64) -> Bool {
        identities.0 == identity || identities.1 == identity || identities.2 == identity || identities.3 == identity
    }

    /// Lists a read of the property `identity` (0: unknown, then `keyPath` is the only name).
    @inline(__always)
    mutating func insert(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) {
        if identity != 0 {
            if listsInline(identity) { return }
            append(identity, keyPath())
        } else {
            let keyPath = keyPath()
            if keyPaths.0 === keyPath || keyPaths.1 === keyPath || keyPaths.2 === keyPath || keyPaths.3 === keyPath {
                return
            }
            append(0, keyPath)
        }
    }

    private mutating func append(_ identity: UInt64, _ keyPath: consuming AnyKeyPath) {
        switch inlineCount {
        case 1: (identities.1, keyPaths.1) = (identity, keyPath)
        case 2: (identities.2, keyPaths.2) = (identity, keyPath)
        case 3: (identities.3, keyPaths.3) = (identity, keyPath)
        default:
            let listed = identity != 0
                ? more.contains { $0.identity == identity }
                : more.contains { $0.keyPath === keyPath }
            if !listed { more.append((identity, keyPath)) }
            return
        }
        inlineCount += 1
    }

    func forEach(_ body: (_ identity: UInt64, _ keyPath: AnyKeyPath) -> Void) {
        body(identities.0, keyPaths.0)
        if inlineCount > 1 { body(identities.1, keyPaths.1) }
        if inlineCount > 2 { body(identities.2, keyPaths.2) }
        if inlineCount > 3 { body(identities.3, keyPaths.3) }
        for access in more { body(access.identity, access.keyPath) }
    }
}
