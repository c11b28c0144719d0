import TextRendering
extension TextUI {
    /// A choice among tagged options, drawn `Title: All [Active] Done` (the selected one in
    /// brackets). In a terminal ← → choose while it has the focus, Enter or Space picks the next
    /// option; the command is `select <picker>=<option>`.
    ///
    ///     Picker("Filter", selection: $filter) {
    ///         ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
    ///     }
    ///
    /// An option whose tag is not of the selection's type can be shown but not picked.
    public struct Picker<Selection: Hashable, Content: View>: View {
        let title: String
        let selection: Binding<Selection>
        let content: Content

        /// A picker titled `title` over `selection`, with the tagged views of `content` as options.
        public init(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
            self.title = title
            self.selection = selection
            self.content = content()
        }

        /// Never called: the host draws a picker itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Picker: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        let options = context.taggedViews(in: content, at: "options", selection: nil)
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let selected = options.firstIndex { $0.value == AnyHashable(selection.wrappedValue) }
        let drawn = options.indices.map { $0 == selected ? "[\(options[$0].label)]" : options[$0].label }.joined(separator: " ")
        let binding = selection
        let kind = PickerControl(options: options.map(\.label), selected: selected) { index in
            if let value = options[index].value.base as? Selection { binding.wrappedValue = value }
        }
        return [Control(kind, label: title, drawn: "\(title): \(drawn)", in: context.environment).item]
    }
}

/// A picker as input uses it: the options' labels, the selected one's index, and how to select one.
struct PickerControl: ControlKind {
    let options: [String]
    let selected: Int?
    let select: (Int) -> Void

    package static let name = "picker"
    package static let verbs = [ControlVerb(name: "select", takesValue: true, usage: "select <picker>=<option>  pick an option of a picker")]

    package func perform(_ verb: String, value: String?, at address: TextHost.ControlAddress) throws {
        let option = value ?? ""
        guard let index = options.firstIndex(of: option) else {
            throw TextHost.InputError.noSuchOption(option, in: address, options: options)
        }
        select(index)
    }

    /// Enter, Space and → pick the next option, ← the previous one.
    package func handle(_ key: Key, label: String) -> String? {
        guard !options.isEmpty, key.presses || key == .right || key == .left else { return nil }
        let step = key == .left ? options.count - 1 : 1
        let index = ((selected ?? -1) + step + options.count) % options.count
        select(index)
        return "select \(options[index]) in \(label)"
    }
}

extension TextHost {
    /// Picks the option labelled `option` in a picker, then updates.
    public func select(_ option: String, in address: ControlAddress) throws {
        try use("select", of: PickerControl.self, at: address, value: option)
    }
}
