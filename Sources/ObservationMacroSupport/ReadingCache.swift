import DeclarationSyntax

/// What one plugin process has already read from source text, by the text: the compiler sends
/// the same member in its attribute, accessor and peer requests, and the same enclosing class
/// header in every request for one of its members. Reading text is a pure function of the text,
/// so an answer still depends on its message alone (see `MessageHandler`). The plugin is built
/// without optimization in debug builds, where lexing a member costs more than expanding it.
///
/// Thread story: a plugin process answers one message at a time; the cache is used from that
/// one thread.
final class ReadingCache {
    /// Entries kept before the cache starts over: an editor's long-lived plugin process sees a
    /// new text after every edit.
    private static let capacity = 4096

    /// A class header (the innermost lexical context): its kind, and whether it is marked
    /// `@Observable`.
    struct TypeHeader {
        let kind: TypeDeclaration.Kind?
        let isObservableClass: Bool
    }

    /// A member declaration: its tokens, and the variable it declares, if it does.
    struct Member {
        let source: SourceText
        let variable: VariableDeclaration?
    }

    private var headers: [String: TypeHeader] = [:]
    private var members: [String: Member] = [:]

    /// The header of the type `text` declares, read through its body's `{`.
    func typeHeader(_ text: String) -> TypeHeader {
        if let known = headers[text] { return known }
        let declaration = TypeDeclaration(text, throughBodyStart: true)
        let header = TypeHeader(
            kind: declaration.kind,
            isObservableClass: declaration.kind == .class && declaration.header.attributes.contains { $0.isMacro("Observable") })
        if headers.count >= Self.capacity { headers.removeAll() }
        headers[text] = header
        return header
    }

    /// The member declaration `text`, read.
    func member(_ text: String) -> Member {
        if let known = members[text] { return known }
        let source = SourceText(text)
        let member = Member(source: source, variable: VariableDeclaration(source))
        if members.count >= Self.capacity { members.removeAll() }
        members[text] = member
        return member
    }
}
