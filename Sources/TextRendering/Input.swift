extension TextHost {
    /// How input names a control.
    public enum ControlAddress: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// A button's label, a toggle's or a text field's title.
        case label(String)
        /// The name given with `.accessibilityIdentifier(_:)`.
        case id(String)

        /// A label written as a string literal: `host.tap("Save")`.
        public init(stringLiteral label: String) {
            self = .label(label)
        }

        /// An address as commands and scripts write it: `#name` for an identifier, else a label.
        public init(parsing text: some StringProtocol) {
            self = text.hasPrefix("#") ? .id(String(text.dropFirst())) : .label(String(text))
        }

        /// The address as messages show it, such as `control labelled "Save"`.
        public var description: String {
            switch self {
            case .label(let label): "control labelled \"\(label)\""
            case .id(let id): "control with identifier \"\(id)\""
            }
        }
    }

    /// Why an input could not be applied; its `description` says how to fix the address.
    public enum InputError: Error, Equatable, CustomStringConvertible {
        /// No control on screen has this label or identifier.
        case noSuchControl(ControlAddress)
        /// Several controls of the kind match; `identifiers` are those that have one (name one
        /// of them `#identifier`, or give them identifiers with `.accessibilityIdentifier(_:)`).
        case ambiguous(ControlAddress, count: Int, identifiers: [String])
        /// The control exists but is of another kind (tapping a text field, say).
        case wrongKind(ControlAddress, expected: String)
        /// The control is inside `.disabled(true)`.
        case disabled(ControlAddress)
        /// The picker has no option of that label.
        case noSuchOption(String, in: ControlAddress, options: [String])
        /// The value given to a control is not one it takes; `expected` says which it takes.
        case invalidValue(String, for: ControlAddress, expected: String)

        /// A message naming the control and what went wrong.
        public var description: String {
            switch self {
            case .noSuchControl(let address): "no \(address) on screen"
            case .ambiguous(let address, let count, let identifiers) where identifiers.isEmpty:
                "\(count) controls match \(address): give them identifiers with .accessibilityIdentifier(_:)"
            case .ambiguous(let address, let count, let identifiers):
                "\(count) controls match \(address): name one by identifier ("
                    + identifiers.map { "#" + $0 }.joined(separator: ", ") + ")"
            case .wrongKind(let address, let expected): "the \(address) is not a \(expected)"
            case .disabled(let address): "the \(address) is disabled"
            case .noSuchOption(let option, let address, let options):
                "the \(address) has no option \"\(option)\" (options: \(options.joined(separator: ", ")))"
            case .invalidValue(let value, let address, let expected):
                "the \(address) cannot take \"\(value)\": it takes \(expected)"
            }
        }
    }

    /// The controls on screen, in reading order.
    package var controls: [Control] { block.placements.map(\.control) }

    /// Uses the control of kind `kind` at `address` as `verb` says (with its `=value`), then
    /// updates: what every input method and command comes down to.
    package func use(_ verb: String, of kind: any ControlKind.Type, at address: ControlAddress, value: String? = nil) throws {
        try control(at: address, kind: kind).kind.perform(verb, value: value, at: address)
        update()
    }

    /// The one enabled control of the wanted kind at `address` (a toggle and a button may share an id).
    private func control(at address: ControlAddress, kind: any ControlKind.Type) throws -> Control {
        let addressed = controls.filter { control in
            switch address {
            case .label(let label): control.label == label
            case .id(let id): control.identifier == id
            }
        }
        let matches = addressed.filter { type(of: $0.kind) == kind }
        guard let match = matches.first else {
            throw addressed.isEmpty ? InputError.noSuchControl(address) : InputError.wrongKind(address, expected: kind.name)
        }
        guard matches.count == 1 else {
            throw InputError.ambiguous(address, count: matches.count, identifiers: matches.compactMap(\.identifier))
        }
        guard match.isEnabled else { throw InputError.disabled(address) }
        return match
    }
}
