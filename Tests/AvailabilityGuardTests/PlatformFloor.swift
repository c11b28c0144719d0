/// The Apple platforms the package declares, and the OS versions a construct may need.
enum ApplePlatform: String, CaseIterable, Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// `major.minor`, enough for the versions availability is written in.
struct OSVersion: Comparable, CustomStringConvertible, Sendable {
    let major: Int
    let minor: Int

    init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Reads `17`, `17.4`, `10_15` (Package.swift's spelling) or `17.4.1` (the patch is dropped).
    init?(parsing text: Substring) {
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard let major = parts.first ?? nil, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major, parts.count > 1 ? parts[1]! : 0)
    }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
    var description: String { "\(major).\(minor)" }
}

/// The lowest OS version of each platform, one entry per platform.
typealias PlatformVersions = [ApplePlatform: OSVersion]

/// A version of the Swift runtime, and the first release of each Apple OS that ships it (the
/// mapping the compiler uses for its runtime feature table, `FeatureAvailability.def`).
enum SwiftRuntime: String, Sendable {
    case swift5_7 = "5.7", swift5_9 = "5.9", swift6_0 = "6.0", swift6_1 = "6.1", swift6_2 = "6.2"

    var firstOS: PlatformVersions {
        switch self {
        case .swift5_7: [.iOS: .init(16), .macOS: .init(13), .tvOS: .init(16), .watchOS: .init(9)]
        case .swift5_9: [.iOS: .init(17), .macOS: .init(14), .tvOS: .init(17), .watchOS: .init(10)]
        case .swift6_0: [.iOS: .init(18), .macOS: .init(15), .tvOS: .init(18), .watchOS: .init(11)]
        case .swift6_1: [.iOS: .init(18, 4), .macOS: .init(15, 4), .tvOS: .init(18, 4), .watchOS: .init(11, 4)]
        case .swift6_2: [.iOS: .init(26), .macOS: .init(26), .tvOS: .init(26), .watchOS: .init(26)]
        }
    }

    /// "iOS 17, macOS 14, tvOS 17, watchOS 10", for messages.
    var firstOSDescription: String {
        ApplePlatform.allCases.map { platform in
            let version = firstOS[platform]!
            return "\(platform) \(version.minor == 0 ? "\(version.major)" : "\(version)")"
        }.joined(separator: ", ")
    }
}

extension PlatformVersions {
    /// The deployment floor `Package.swift` declares (`platforms: [.iOS(.v13), .macOS(.v10_15), …]`).
    init(packageManifest: String) {
        self.init()
        for platform in ApplePlatform.allCases {
            let pattern = ".\(platform.rawValue)(.v"
            guard let start = packageManifest.range(of: pattern)?.upperBound else { continue }
            let digits = packageManifest[start...].prefix { $0.isNumber || $0 == "_" }
            self[platform] = OSVersion(parsing: digits)
        }
    }
}
