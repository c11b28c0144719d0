// The differential programs install SPI observers (willSet/didSet), which Apple's SDKs do not
// declare (`SkipReason.appleSPINotInSDK`): they are built where the toolchain's Observation is used.
#if !canImport(Darwin)
import ConformanceKit

/// What a differential program does to an object, whichever way the object is made observable.
protocol FuzzObject: AnyObject, Sendable {
    var id: Int { get }
    var a: Int { get }
    var b: Int { get }
    var child: (any FuzzObject)? { get }
    func perform(_ write: Write)
    func link(_ child: (any FuzzObject)?)
}

extension FuzzObject {
    /// Reads `member` through the object's tracked properties.
    func read(_ member: Read.Member) -> Int {
        switch member {
        case .a: a
        case .b: b
        case .sum: a + b
        case .childA: child?.read(.a) ?? -1
        }
    }
}

/// The name of a key path `ObservationTracking.changed` reports, for either kind of object.
func memberName(of path: AnyKeyPath?) -> String {
    switch path {
    case nil: "nil"
    case \FuzzNode.a, \MacroNode.a: "a"
    case \FuzzNode.b, \MacroNode.b: "b"
    case \FuzzNode.child, \MacroNode.child: "child"
    default: "?"
    }
}
#endif
