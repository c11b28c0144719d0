// The differential programs install SPI observers (willSet/didSet), which Apple's SDKs do not
// declare (`SkipReason.appleSPINotInSDK`): they are built where the toolchain's Observation is used.
#if !canImport(Darwin)
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit
import Foundation

/// The object the differential programs observe, written by hand against the registrar the way
/// the macro expands (`access` in get, `withMutation` in set, access + willSet + didSet around
/// an in-place change), so that the differential test exercises the engine alone.
///
/// Concurrent programs write one node from several threads: `lock` guards the stored values;
/// the registrar calls happen outside it, as the macro's accessors make them.
final class FuzzNode: Observable, FuzzObject, @unchecked Sendable {
    let id: Int
    private let registrar = ObservationRegistrar()
    private let log: ProgramLog
    private let lock = NSLock()
    private var storedA = 0
    private var storedB = 0
    private var storedChild: (any FuzzObject)?

    init(id: Int, log: ProgramLog) {
        self.id = id
        self.log = log
    }

    deinit { log.record(.deinitialized, "deinit o\(id)") }

    var a: Int {
        registrar.access(self, keyPath: \.a)
        return lock.withLock { storedA }
    }

    var b: Int {
        registrar.access(self, keyPath: \.b)
        return lock.withLock { storedB }
    }

    var child: (any FuzzObject)? {
        get {
            registrar.access(self, keyPath: \.child)
            return lock.withLock { storedChild }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.child) { lock.withLock { storedChild = newValue } }
        }
    }

    func perform(_ write: Write) {
        let path: KeyPath<FuzzNode, Int> = write.member == .a ? \.a : \.b
        let change = { (value: inout Int) in value = write.inPlace ? value + write.value : write.value }
        if write.inPlace {
            registrar.access(self, keyPath: path)
            registrar.willSet(self, keyPath: path)
            defer { registrar.didSet(self, keyPath: path) }
            lock.withLock { write.member == .a ? change(&storedA) : change(&storedB) }
        } else {
            registrar.withMutation(of: self, keyPath: path) {
                lock.withLock { write.member == .a ? change(&storedA) : change(&storedB) }
            }
        }
    }

    func link(_ child: (any FuzzObject)?) {
        self.child = child
    }
}
#endif
