extension TextUI {
    /// A title with an icon, as SwiftUI's `Label`; a terminal has no symbols, so the icon is
    /// drawn as the symbol's name in brackets: `[envelope.open] Message`.
    public struct Label: View {
        let title: String
        let systemImage: String

        public init(_ title: String, systemImage: String) {
            self.title = title
            self.systemImage = systemImage
        }

        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Label: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] { [.text("[\(systemImage)] \(title)")] }
}
