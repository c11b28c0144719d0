import TextRendering
extension TextUI {
    /// Progress toward a total, drawn as a bar of 20 columns with a percentage:
    /// `[██████              ] 30%`, under its label if it has one. Without a value it is
    /// indeterminate, drawn as its label followed by `…`.
    public struct ProgressView: View {
        let title: String?
        /// From 0 to 1, or `nil` for indeterminate.
        let fraction: Double?

        /// An indeterminate progress view, drawn `…`.
        public init() {
            title = nil
            fraction = nil
        }

        /// An indeterminate progress view, drawn `title…`.
        public init(_ title: String) {
            self.title = title
            fraction = nil
        }

        /// Progress of `value` out of `total` (`nil` value: indeterminate); values outside are clamped.
        public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
            self.init(nil, value: value, total: total)
        }

        /// Progress of `value` out of `total`, under `title`.
        public init<V: BinaryFloatingPoint>(_ title: String?, value: V?, total: V = 1.0) {
            self.title = title
            fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        }

        /// Never called: the host draws a progress view itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.ProgressView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        guard let fraction else { return [.text((title ?? "") + "…")] }
        let filled = Int((fraction * 20).rounded(.down))
        let bar = "[" + String(repeating: "█", count: filled) + String(repeating: " ", count: 20 - filled) + "] "
            + "\(Int((fraction * 100).rounded(.down)))%"
        return [.text(title.map { $0 + "\n" + bar } ?? bar)]
    }
}
