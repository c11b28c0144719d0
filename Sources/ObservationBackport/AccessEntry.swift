/// The properties of one object that a scope read, each once, with the key path the observer
/// will be installed under.
///
/// A read through the macro's accessors carries the property's identity (see
/// `ObservationRegistrar._access(_:property:keyPath:)`): a repeated read is found by comparing
/// numbers, and its key path is created only when the property is first listed. A read through
/// the key-path API carries identity 0 and is found by its key path instance. Two different
/// instances of equal key paths may both be listed (telling them apart costs more than the read
/// itself); the object resolves them to one group when the observer is installed.
///
/// The first four are held inline, where a typical view's reads of one object allocate nothing;
/// more go to an array, created with the fifth (nil until then, so that destroying an entry
/// releases no empty array). Unused inline slots repeat the first identity (so a read compares all
/// four without branching on emptiness) and hold no key path (so a new entry retains one).
@usableFromInline
struct AccessEntry: @unchecked Sendable {
    @usableFromInline let storage: ObservationStorage
    @usableFromInline private(set) var firstIdentity, secondIdentity, thirdIdentity, fourthIdentity: UInt64
    private var firstKeyPath: AnyKeyPath
    private var secondKeyPath, thirdKeyPath, fourthKeyPath: AnyKeyPath?
    private var inlineCount = 1
    private var more: [(identity: UInt64, keyPath: AnyKeyPath)]?

    init(storage: ObservationStorage, identity: UInt64, keyPath: AnyKeyPath) {
        self.storage = storage
        (firstIdentity, secondIdentity, thirdIdentity, fourthIdentity) = (identity, identity, identity, identity)
        firstKeyPath = keyPath
    }

    /// Whether the property `identity` (not 0) is among the first four listed.
    @inlinable
    @inline(__always)
    func listsInline(_ identity: UInt64) -> Bool {
        firstIdentity == identity || secondIdentity == identity || thirdIdentity == identity || fourthIdentity == identity
    }

    /// Lists a read of the property `identity` (0: unknown, then `keyPath` is the only name).
    /// Returns whether it was not listed yet.
    @inline(__always)
    @discardableResult
    mutating func insert(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> Bool {
        if identity != 0 {
            if listsInline(identity) { return false }
            return append(identity, keyPath())
        } else {
            let keyPath = keyPath()
            if firstKeyPath === keyPath || secondKeyPath === keyPath || thirdKeyPath === keyPath || fourthKeyPath === keyPath {
                return false
            }
            return append(0, keyPath)
        }
    }

    private mutating func append(_ identity: UInt64, _ keyPath: consuming AnyKeyPath) -> Bool {
        switch inlineCount {
        case 1: (secondIdentity, secondKeyPath) = (identity, keyPath)
        case 2: (thirdIdentity, thirdKeyPath) = (identity, keyPath)
        case 3: (fourthIdentity, fourthKeyPath) = (identity, keyPath)
        default:
            guard more != nil else {
                more = [(identity, keyPath)]
                return true
            }
            let listed = identity != 0
                ? more.unsafelyUnwrapped.contains { $0.identity == identity }
                : more.unsafelyUnwrapped.contains { $0.keyPath === keyPath }
            if !listed { more!.append((identity, keyPath)) }
            return !listed
        }
        inlineCount += 1
        return true
    }

    /// Calls `body` with each property `entry` lists, passing its key path unretained (the entry
    /// holds it).
    @inline(__always)
    static func forEach(
        at entry: UnsafePointer<AccessEntry>, _ body: (_ identity: UInt64, _ keyPath: AnyKeyPath) -> Void
    ) {
        // Each key path is made unretained where it is loaded: passed on as it is, it would be
        // retained for the call.
        let count = entry.pointee.inlineCount
        Unmanaged.passUnretained(entry.pointee.firstKeyPath)
            ._withUnsafeGuaranteedRef { body(entry.pointee.firstIdentity, $0) }
        if count > 1 {
            Unmanaged.passUnretained(entry.pointee.secondKeyPath.unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef { body(entry.pointee.secondIdentity, $0) }
        }
        if count > 2 {
            Unmanaged.passUnretained(entry.pointee.thirdKeyPath.unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef { body(entry.pointee.thirdIdentity, $0) }
        }
        if count > 3 {
            Unmanaged.passUnretained(entry.pointee.fourthKeyPath.unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef { body(entry.pointee.fourthIdentity, $0) }
        }
        entry.pointee.more?.withUnsafeBufferPointer { more in
            for access in more.indices {
                Unmanaged.passUnretained(more[access].keyPath)._withUnsafeGuaranteedRef { body(more[access].identity, $0) }
            }
        }
    }
}
