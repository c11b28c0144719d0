import Foundation
import SoakKit
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

/// The model the writers change: one integer property per writer slot.
@Observable final class SoakModel: @unchecked Sendable {
    var p0 = 0
    var p1 = 0
    var p2 = 0
    var p3 = 0
}

/// The model and its followers on one engine: the backport, or Apple's Observation (the same
/// source, compiled with `ENGINE_APPLE`).
public final class Engine: SoakEngine, @unchecked Sendable {
    #if ENGINE_APPLE
    public static let name = "Apple's Observation"
    /// The 6.3 toolchain's module has neither SE-0506's API nor ViewHost's hosts.
    public static let kinds: [FollowerKind] = [.renderLoop, .observations]
    #else
    public static let name = "ours"
    public static let kinds = FollowerKind.allCases
    #endif

    private let model = SoakModel()
    private let access: ModelAccess
    /// Guards every access to the model's properties when `access` is `.locked`.
    private let lock = NSLock()

    public init(access: ModelAccess) {
        self.access = access
    }

    public func write(_ index: Int, _ value: Int) {
        if access == .locked { lock.lock() }
        switch index {
        case 0: model.p0 = value
        case 1: model.p1 = value
        case 2: model.p2 = value
        default: model.p3 = value
        }
        if access == .locked { lock.unlock() }
    }

    /// Reads every property, as a follower's tracked closure does.
    func read() -> [Int] {
        if access == .locked { lock.lock() }
        defer { if access == .locked { lock.unlock() } }
        return [model.p0, model.p1, model.p2, model.p3]
    }

    public func values() -> [Int] {
        read()
    }

    @MainActor
    public func follower(_ kind: FollowerKind) -> any Follower {
        switch kind {
        case .renderLoop: return RenderLoopFollower(self, kind: .renderLoop)
        case .observations: return ObservationsFollower(self)
        #if !ENGINE_APPLE
        case .options: return RenderLoopFollower(self, kind: .options)
        case .continuous: return ContinuousFollower(self)
        case .host: return HostFollower(self)
        case .pass: return PassFollower(self)
        case .textHost: return TextHostFollower(self)
        #else
        default: preconditionFailure("\(Self.name) has no \(kind.rawValue) follower")
        #endif
        }
    }
}
