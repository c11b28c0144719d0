import DeclarationSyntax

/// A `$property` publisher of a `@Published` property that a Combine pipeline reads:
/// `$query.debounce(…)` in the model, `.onReceive(model.$items)` in a view,
/// `model.$items.sink` in a view controller. When its model migrates, `$property` becomes
/// `observationPublisher(for: \.property)` of the ObservationCombine library, which publishes
/// the same values (after the change is stored rather than before), and
/// `.assign(to: &$property)` becomes a `sink` that assigns through a weak `self`, kept in the
/// model's `observationCancellables` as long as the model lives, as the assignment was.
struct PublisherUse {
    let file: Int
    /// The `$property` token.
    let token: Int
    let model: String
    /// For `.assign(to: &$property)`: its tokens, from the `.` to the `)`.
    let assignment: ClosedRange<Int>?

    /// The text that replaces the `$property` token.
    static func replacement(ofPublisher token: String) -> String {
        "observationPublisher(for: \\.\(token.dropFirst()))"
    }

    /// The text that replaces `.assign(to: &$property)`.
    static func replacement(ofAssignmentTo token: String) -> String {
        ".sink { [weak self] value in self?.\(token.dropFirst()) = value }.store(in: &\(cancellables))"
    }

    /// The set of subscriptions a model gets for its replaced assignments.
    static let cancellables = "observationCancellables"
}

extension ParsedFile {
    /// `.assign(to: &$property)` around the `$property` token at `index`.
    func assignmentToPublisher(at index: Int) -> ClosedRange<Int>? {
        guard index >= 6, source.isOperator(index - 1, "&"), source.isPunctuation(index - 2, ":"), source.isIdentifier(index - 3, "to"),
            source.isPunctuation(index - 4, "("), source.isIdentifier(index - 5, "assign"), source.isPunctuation(index - 6, "."),
            source.isPunctuation(index + 1, ")")
        else { return nil }
        return (index - 6)...(index + 1)
    }
}
