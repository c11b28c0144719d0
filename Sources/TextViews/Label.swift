import TextRendering
extension TextUI {
    /// A title with an icon, as SwiftUI's `Label`; a terminal has no symbols, so the icon is
    /// drawn as the symbol's name in brackets: `[envelope.open] Message`.
    public struct Label: View {
        let title: String
        let systemImage: String

        /// A title with an icon, drawn `[icon] Title` with the system image's name as the icon.
        public init(_ title: String, systemImage: String) {
            self.title = title
            self.systemImage = systemImage
        }

        /// Never called: the host draws a label itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Label: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] { [.text("[\(systemImage)] \(title)")] }
}
