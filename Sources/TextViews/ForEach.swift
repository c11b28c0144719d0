import TextRendering
extension TextUI {
    /// One view per element of a collection, each identified by the element's id, so that a
    /// row keeps its `@State` when rows are inserted or removed before it.
    public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
        let data: Data
        let id: KeyPath<Data.Element, ID>
        let content: (Data.Element) -> Content

        /// One view per element of `data`, each identified by the element's value at `id`.
        public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.data = data
            self.id = id
            self.content = content
        }

        /// Never called: the host expands the elements itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, each identified by its `id`.
    public init(_ data: Data, @TextUI.ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension TextUI.ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of `data`, identified by the integer.
    public init(_ data: Range<Int>, @TextUI.ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension TextUI.ForEach: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        data.flatMap { element in
            context.resolve(content(element), at: "#\(element[keyPath: id])")
        }
    }
}
