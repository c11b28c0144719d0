// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
/// A line of input in plain mode (when stdout is not a terminal), so that a run can be scripted:
///
///     tap +            tap #increment       toggle Observe seconds
///     type Name=Bob    update               quit
enum PlainCommand: Equatable {
    case tap(TextHost.ControlAddress)
    case toggle(TextHost.ControlAddress)
    case type(String, into: TextHost.ControlAddress)
    /// Processes pending invalidations now (they are also processed after every command).
    case update
    case quit

    init?(_ line: String) {
        let trimmed = line.trimmingTrailingSpaces()
        let (verb, rest) = trimmed.firstIndex(of: " ").map {
            (String(trimmed[..<$0]), String(trimmed[trimmed.index(after: $0)...]))
        } ?? (trimmed, "")
        switch verb {
        case "tap" where !rest.isEmpty: self = .tap(.init(parsing: rest))
        case "toggle" where !rest.isEmpty: self = .toggle(.init(parsing: rest))
        case "type":
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            self = .type(String(rest[rest.index(after: equals)...]), into: .init(parsing: rest[..<equals]))
        case "update": self = .update
        case "quit", "q": self = .quit
        default: return nil
        }
    }
}
#endif
