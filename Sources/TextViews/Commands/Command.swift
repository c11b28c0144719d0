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
        /// Presses a button.
        case tap(ControlAddress)
        /// Flips a toggle.
        case toggle(ControlAddress)
        /// Replaces a text field's text, as typing it would.
        case type(String, into: ControlAddress)
        /// Presses Enter in a text field: runs its `onSubmit` action.
        case submit(ControlAddress)
        /// Steps a stepper up.
        case increment(ControlAddress)
        /// Steps a stepper down.
        case decrement(ControlAddress)
        /// Picks an option (by its label) in a picker.
        case select(String, in: ControlAddress)
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

        /// The commands, one per line, as `help` shows them.
        public static let helpText = """
            tap <control>          press a button (<control>: its label, or #identifier)
            toggle <control>       flip a toggle
            type <field>=<text>    replace a text field's text
            submit <field>         press Enter in a text field (runs its onSubmit)
            increment <stepper>    step a stepper up (decrement: down)
            select <picker>=<option>  pick an option of a picker
            tick [<seconds>]       let seconds pass (a script's clock; a live app waits)
            update                 apply changes made elsewhere (timers, other threads) now
            help                   this list
            quit                   stop
            """

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
            switch verb {
            case "tap": self = .tap(try address())
            case "toggle": self = .toggle(try address())
            case "submit": self = .submit(try address())
            case "increment": self = .increment(try address())
            case "decrement": self = .decrement(try address())
            case "type", "select":
                guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                    throw ParseError(line: text)
                }
                let value = String(argument[argument.index(after: equals)...])
                let control = ControlAddress(parsing: argument[..<equals])
                self = verb == "type" ? .type(value, into: control) : .select(value, in: control)
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
            case .tap(let address): "tap \(address.written)"
            case .toggle(let address): "toggle \(address.written)"
            case .type(let text, let address): "type \(address.written)=\(text)"
            case .submit(let address): "submit \(address.written)"
            case .increment(let address): "increment \(address.written)"
            case .decrement(let address): "decrement \(address.written)"
            case .select(let option, let address): "select \(address.written)=\(option)"
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
