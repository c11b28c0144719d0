import TextViews

extension TextHost {
    /// One line of the text host's command language, shared by a `TerminalApp` in plain mode
    /// (one command per line of standard input) and by ``CommandRunner`` (scripts):
    ///
    ///     tap Increment        toggle #editor        type Name=Bob        submit New todo
    ///     tick 2               update                help                 quit
    ///
    /// The verb and its argument are separated by a space (`tap:Increment`, the older spelling,
    /// is read the same). A control is named by its label, or by `#identifier` for one named
    /// with `.accessibilityIdentifier(_:)`.
    public enum Command: Equatable, Sendable, CustomStringConvertible {
        /// Uses a control: `verb <control>`, or `verb <control>=<value>` for a verb that takes
        /// one (`tap`, `toggle`, `type`, `submit`, `increment`, `decrement`, `select`: each
        /// control's verbs, listed by `helpText`).
        case use(verb: String, control: ControlAddress, value: String?)
        /// Lets seconds pass: a script's clock advances; a live app waits.
        case tick(seconds: Int)
        /// Applies the changes made elsewhere (timers, other threads) now.
        case update
        /// Shows the commands.
        case help
        /// Ends the session.
        case quit

        /// Why a line is not a command.
        public struct ParseError: Error, Equatable, CustomStringConvertible {
            /// The line as it was given.
            public let line: String
            /// Says what was not understood and where to find the commands.
            public var description: String {
                "not a command: \"\(line)\" (type `help` for the list)"
            }
        }

        /// The commands, one per line, as `help` shows them: the controls' verbs, then the others.
        public static var helpText: String {
            (ControlKinds.all.flatMap { $0.verbs.compactMap(\.usage) } + [
                "tick [<seconds>]       let seconds pass (a script's clock; a live app waits)",
                "update                 apply changes made elsewhere (timers, other threads) now",
                "help                   this list",
                "quit                   stop",
            ]).joined(separator: "\n")
        }

        /// Reads one command; surrounding spaces are ignored.
        public init(_ line: some StringProtocol) throws {
            let text = String(line).trimmingSpaces()
            let verbEnd = text.firstIndex { $0 == " " || $0 == ":" } ?? text.endIndex
            let verb = text[..<verbEnd]
            let argument = verbEnd == text.endIndex ? "" : String(text[text.index(after: verbEnd)...]).trimmingSpaces()
            func address() throws -> ControlAddress {
                guard !argument.isEmpty else { throw ParseError(line: text) }
                return ControlAddress(parsing: argument)
            }
            if let (_, control) = ControlKinds.kind(answering: verb) {
                let target = control.takesValue ? argument.firstIndex(of: "=").map { argument[..<$0] } : argument[...]
                guard let target, !target.isEmpty else { throw ParseError(line: text) }
                let value = control.takesValue ? String(argument[argument.index(after: target.endIndex)...]) : nil
                self = .use(verb: control.name, control: ControlAddress(parsing: target), value: value)
                return
            }
            switch verb {
            case "tick":
                guard let seconds = argument.isEmpty ? 1 : Int(argument), seconds > 0 else { throw ParseError(line: text) }
                self = .tick(seconds: seconds)
            case "update" where argument.isEmpty: self = .update
            case "help" where argument.isEmpty: self = .help
            case "quit" where argument.isEmpty, "q" where argument.isEmpty: self = .quit
            default: throw ParseError(line: text)
            }
        }

        /// Reads a script: commands separated by commas or newlines (blank ones skipped).
        public static func script(_ text: String) throws -> [Command] {
            try text.split(whereSeparator: { $0 == "," || $0 == "\n" })
                .filter { !$0.allSatisfy(\.isWhitespace) }
                .map { try Command($0) }
        }

        /// The command as it is written, so that it reads back the same.
        public var description: String {
            switch self {
            case .use(let verb, let address, let value?): "\(verb) \(address.written)=\(value)"
            case .use(let verb, let address, nil): "\(verb) \(address.written)"
            case .tick(let seconds): seconds == 1 ? "tick" : "tick \(seconds)"
            case .update: "update"
            case .help: "help"
            case .quit: "quit"
            }
        }
    }
}

extension TextHost.ControlAddress {
    /// The address as commands write it: the label, or `#identifier`.
    var written: String {
        switch self {
        case .label(let label): label
        case .id(let id): "#" + id
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var result = Substring(self)
        while result.first?.isWhitespace == true { result = result.dropFirst() }
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return String(result)
    }
}
