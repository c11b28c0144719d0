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

        /// An address as commands and scripts write it: `#name` for an identifier, else a label.
        public init(parsing text: some StringProtocol) {
            self = text.hasPrefix("#") ? .id(String(text.dropFirst())) : .label(String(text))
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
        /// Several controls of the kind match; `identifiers` are those that have one.
        case ambiguous(ControlAddress, count: Int, identifiers: [String])
        case wrongKind(ControlAddress, expected: String)

        public var description: String {
            switch self {
            case .noSuchControl(let address): "no \(address) on screen"
            case .ambiguous(let address, let count, let identifiers) where identifiers.isEmpty:
                "\(count) controls match \(address): give them identifiers with .accessibilityIdentifier(_:)"
            case .ambiguous(let address, let count, let identifiers):
                "\(count) controls match \(address): name one by identifier ("
                    + identifiers.map { "#" + $0 }.joined(separator: ", ") + ")"
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
        guard case .textField(let binding, _) = control.kind else { return }
        binding.wrappedValue = text
        update()
    }

    /// Presses Enter in a text field: runs the field's `onSubmit` action (if any), then updates.
    public func submit(_ address: ControlAddress) throws {
        let control = try control(at: address, kind: "text field") { if case .textField = $0 { true } else { false } }
        guard case .textField(_, let onSubmit) = control.kind else { return }
        onSubmit?()
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
        guard matches.count == 1 else {
            throw InputError.ambiguous(address, count: matches.count, identifiers: matches.compactMap(\.identifier))
        }
        return match
    }
}
