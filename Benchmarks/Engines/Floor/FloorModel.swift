/// The benchmark model written by hand against the floor: what `@Observable` would write if it
/// could number the properties (see `FloorRegistrar.swift`).
final class Model: @unchecked Sendable {
    private let registrar = FloorRegistrar.make()
    private var _a = 0
    private var _b = 0
    private var _c = 0
    private var _d = 0

    var a: Int {
        get { registrar.access(0); return _a }
        set { if newValue != _a { registrar.willSet(0) }; _a = newValue }
    }

    var b: Int {
        get { registrar.access(1); return _b }
        set { if newValue != _b { registrar.willSet(1) }; _b = newValue }
    }

    var c: Int {
        get { registrar.access(2); return _c }
        set { if newValue != _c { registrar.willSet(2) }; _c = newValue }
    }

    var d: Int {
        get { registrar.access(3); return _d }
        set { if newValue != _d { registrar.willSet(3) }; _d = newValue }
    }
}
