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
        /// Several controls match: give them identifiers with `.accessibilityIdentifier(_:)`.
        case ambiguous(ControlAddress, count: Int)
        /// The control exists but is of another kind (tapping a text field, say).
        case wrongKind(ControlAddress, expected: String)

        /// A message naming the control and what went wrong.
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
        let control = try control(at: address, kind: "button") { if case .button = $0 { true } else { false } }
        guard case .button(let action) = control.kind else { return }
        action()
        update()
    }

    /// Flips a toggle, then updates.
    public func toggle(_ address: ControlAddress) throws {
        let control = try control(at: address, kind: "toggle") { if case .toggle = $0 { true } else { false } }
        guard case .toggle(let isOn) = control.kind else { return }
        isOn.wrappedValue.toggle()
        update()
    }

    /// Replaces a text field's text, as typing it would, then updates.
    public func enter(_ text: String, into address: ControlAddress) throws {
        let control = try control(at: address, kind: "text field") { if case .textField = $0 { true } else { false } }
        guard case .textField(let binding) = control.kind else { return }
        binding.wrappedValue = text
        update()
    }

    /// The one control of the wanted kind at `address` (a toggle and a button may share an id).
    private func control(at address: ControlAddress, kind: String, matching isKind: (Control.Kind) -> Bool) throws -> Control {
        let addressed = controls.filter { control in
            switch address {
            case .label(let label): control.label == label
            case .id(let id): control.identifier == id
            }
        }
        let matches = addressed.filter { isKind($0.kind) }
        guard let match = matches.first else {
            throw addressed.isEmpty ? InputError.noSuchControl(address) : InputError.wrongKind(address, expected: kind)
        }
        guard matches.count == 1 else { throw InputError.ambiguous(address, count: matches.count) }
        return match
    }
}
