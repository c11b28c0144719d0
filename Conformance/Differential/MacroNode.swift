// The differential programs install SPI observers (willSet/didSet), which Apple's SDKs do not
// declare (`SkipReason.appleSPINotInSDK`): they are built where the toolchain's Observation is used.
#if !canImport(Darwin)
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

/// The differential programs' object made by the `@Observable` macro: its setters skip equal
/// values, `+=` goes through the macro's modify accessor. Its storage is not synchronized, so
/// programs never write it from concurrent threads.
@Observable final class MacroNode: FuzzObject, @unchecked Sendable {
    let id: Int
    private let log: ProgramLog
    var a = 0
    var b = 0
    var child: (any FuzzObject)?

    init(id: Int, log: ProgramLog) {
        self.id = id
        self.log = log
    }

    deinit { log.record(.deinitialized, "deinit o\(id)") }

    func perform(_ write: Write) {
        switch (write.member, write.inPlace) {
        case (.a, false): a = write.value
        case (.a, true): a += write.value
        case (.b, false): b = write.value
        case (.b, true): b += write.value
        }
    }

    func link(_ child: (any FuzzObject)?) {
        self.child = child
    }
}
#endif
