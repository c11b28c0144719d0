import Foundation
import ViewHost

/// One step of a `--script`: `tap:Read`, `toggle:Observe seconds elapsed`, `type:Name=Bob`,
/// `tick` or `tick:3` (seconds pass for the sample's timers). A control is addressed by its
/// label or, with `#`, by its accessibility identifier: `tap:#increment`.
public enum Step: Equatable, Sendable, CustomStringConvertible {
    case tap(TextHost.ControlAddress)
    case toggle(TextHost.ControlAddress)
    case type(String, into: TextHost.ControlAddress)
    case tick(seconds: Int)

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let step: String
        public var description: String {
            "cannot read the step \"\(step)\": use tap:<control>, toggle:<control>, type:<field>=<text>, tick or tick:<seconds>"
        }
    }

    /// The steps of a script: steps separated by commas.
    public static func script(_ text: String) throws -> [Step] {
        try text.split(separator: ",").map { try Step(String($0)) }
    }

    public init(_ text: String) throws {
        let step = text.trimmingCharacters(in: .whitespaces)
        let verb = step.prefix { $0 != ":" }
        let argument = step.dropFirst(verb.count + 1)
        switch verb {
        case "tap" where !argument.isEmpty: self = .tap(.init(parsing: argument))
        case "toggle" where !argument.isEmpty: self = .toggle(.init(parsing: argument))
        case "type":
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { throw ParseError(step: step) }
            self = .type(String(argument[argument.index(after: equals)...]), into: .init(parsing: argument[..<equals]))
        case "tick" where step == "tick": self = .tick(seconds: 1)
        case "tick":
            guard let seconds = Int(argument), seconds > 0 else { throw ParseError(step: step) }
            self = .tick(seconds: seconds)
        default: throw ParseError(step: step)
        }
    }

    public var description: String {
        func text(_ address: TextHost.ControlAddress) -> String {
            switch address {
            case .label(let label): label
            case .id(let id): "#" + id
            }
        }
        return switch self {
        case .tap(let address): "tap:\(text(address))"
        case .toggle(let address): "toggle:\(text(address))"
        case .type(let typed, let address): "type:\(text(address))=\(typed)"
        case .tick(let seconds): seconds == 1 ? "tick" : "tick:\(seconds)"
        }
    }
}
