extension TextHost {
    /// How input names a control.
    public enum ControlAddress: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// A button's label, a toggle's or a text field's title.
        case label(String)
        /// The name given with `.accessibilityIdentifier(_:)`.
        case id(String)

        public init(stringLiteral label: String) {
            self = .label(label)
        }

        public var description: String {
            switch self {
            case .label(let label): "control labelled \"\(label)\""
            case .id(let id): "control with identifier \"\(id)\""
            }
        }
    }

    public enum InputError: Error, Equatable, CustomStringConvertible {
        case noSuchControl(ControlAddress)
        case ambiguous(ControlAddress, count: Int)
        case wrongKind(ControlAddress, expected: String)

        public var description: String {
            switch self {
            case .noSuchControl(let address): "no \(address) on screen"
            case .ambiguous(let address, let count): "\(count) controls match \(address): give them identifiers"
            case .wrongKind(let address, let expected): "the \(address) is not a \(expected)"
            }
        }
    }

    /// The controls on screen, in reading order.
    var controls: [Control] { block.placements.map(\.control) }

    /// Taps a button, then updates.
    public func tap(_ address: ControlAddress) throws {
        guard case .button(let action) = try control(at: address).kind else {
            throw InputError.wrongKind(address, expected: "button")
        }
        action()
        update()
    }

    /// Flips a toggle, then updates.
    public func toggle(_ address: ControlAddress) throws {
        guard case .toggle(let isOn) = try control(at: address).kind else {
            throw InputError.wrongKind(address, expected: "toggle")
        }
        isOn.wrappedValue.toggle()
        update()
    }

    /// Replaces a text field's text, as typing it would, then updates.
    public func enter(_ text: String, into address: ControlAddress) throws {
        guard case .textField(let binding) = try control(at: address).kind else {
            throw InputError.wrongKind(address, expected: "text field")
        }
        binding.wrappedValue = text
        update()
    }

    func control(at address: ControlAddress) throws -> Control {
        let matches = controls.filter { control in
            switch address {
            case .label(let label): control.label == label
            case .id(let id): control.identifier == id
            }
        }
        guard let match = matches.first else { throw InputError.noSuchControl(address) }
        guard matches.count == 1 else { throw InputError.ambiguous(address, count: matches.count) }
        return match
    }
}
