/// The properties of one object that a scope read, each key path instance once. Two different
/// instances of equal key paths may both be listed (telling them apart costs ~25 ns, more than
/// the read itself); the object resolves them to one group when the observer is installed.
///
/// The first four are held inline, where a repeated read finds them by address in a few
/// instructions and a typical view's reads of one object allocate nothing; more go to an array.
/// Unused inline slots repeat the first key path (so none is optional: copying an entry is
/// four plain retains, and a read compares all four without branching on emptiness).
struct AccessEntry: @unchecked Sendable {
    let storage: ObservationStorage
    private var first: AnyKeyPath
    private var second: AnyKeyPath
    private var third: AnyKeyPath
    private var fourth: AnyKeyPath
    private var inlineCount = 1
    private var more: [AnyKeyPath] = []

    init(storage: ObservationStorage, first keyPath: AnyKeyPath) {
        self.storage = storage
        (first, second, third, fourth) = (keyPath, keyPath, keyPath, keyPath)
    }

    @inline(__always)
    mutating func insert(_ keyPath: AnyKeyPath) {
        if first === keyPath || second === keyPath || third === keyPath || fourth === keyPath { return }
        switch inlineCount {
        case 1: second = keyPath
        case 2: third = keyPath
        case 3: fourth = keyPath
        default:
            if !more.contains(where: { $0 === keyPath }) { more.append(keyPath) }
            return
        }
        inlineCount += 1
    }

    func forEachKeyPath(_ body: (AnyKeyPath) -> Void) {
        body(first)
        if inlineCount > 1 { body(second) }
        if inlineCount > 2 { body(third) }
        if inlineCount > 3 { body(fourth) }
        for keyPath in more { body(keyPath) }
    }
}
