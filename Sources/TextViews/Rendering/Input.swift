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
            }
        }
    }

    /// The controls on screen, in reading order.
    var controls: [Control] { block.placements.map(\.control) }

    /// Taps a button, then updates.
    public func tap(_ address: ControlAddress) throws {
        guard case .button(let action) = try control(at: address, kind: "button").kind else { return }
        action()
        update()
    }

    /// Flips a toggle, then updates.
    public func toggle(_ address: ControlAddress) throws {
        guard case .toggle(let isOn) = try control(at: address, kind: "toggle").kind else { return }
        isOn.wrappedValue.toggle()
        update()
    }

    /// Replaces a text field's text, as typing it would, then updates.
    public func enter(_ text: String, into address: ControlAddress) throws {
        guard case .textField(let binding, _) = try control(at: address, kind: "text field").kind else { return }
        binding.wrappedValue = text
        update()
    }

    /// Presses Enter in a text field: runs the field's `onSubmit` action (if any), then updates.
    public func submit(_ address: ControlAddress) throws {
        guard case .textField(_, let onSubmit) = try control(at: address, kind: "text field").kind else { return }
        onSubmit?()
        update()
    }

    /// Steps a stepper up, then updates.
    public func increment(_ address: ControlAddress) throws {
        guard case .stepper(let increment, _) = try control(at: address, kind: "stepper").kind else { return }
        increment()
        update()
    }

    /// Steps a stepper down, then updates.
    public func decrement(_ address: ControlAddress) throws {
        guard case .stepper(_, let decrement) = try control(at: address, kind: "stepper").kind else { return }
        decrement()
        update()
    }

    /// Picks the option labelled `option` in a picker, then updates.
    public func select(_ option: String, in address: ControlAddress) throws {
        guard case .picker(let options, _, let select) = try control(at: address, kind: "picker").kind else { return }
        guard let index = options.firstIndex(of: option) else {
            throw InputError.noSuchOption(option, in: address, options: options)
        }
        select(index)
        update()
    }

    /// The one enabled control of the wanted kind at `address` (a toggle and a button may share an id).
    private func control(at address: ControlAddress, kind: String) throws -> Control {
        let addressed = controls.filter { control in
            switch address {
            case .label(let label): control.label == label
            case .id(let id): control.identifier == id
            }
        }
        let matches = addressed.filter { $0.kind.name == kind }
        guard let match = matches.first else {
            throw addressed.isEmpty ? InputError.noSuchControl(address) : InputError.wrongKind(address, expected: kind)
        }
        guard matches.count == 1 else {
            throw InputError.ambiguous(address, count: matches.count, identifiers: matches.compactMap(\.identifier))
        }
        guard match.isEnabled else { throw InputError.disabled(address) }
        return match
    }
}
