/// One documented expectation, run once per engine; `run` returns the observed event log.
public struct ConformanceCase: Sendable {
    public let name: String
    public let source: String
    public let documented: String
    public let run: @Sendable () -> String

    public init(name: String, source: String, documented: String, run: @escaping @Sendable () -> String) {
        self.name = name
        self.source = source
        self.documented = documented
        self.run = run
    }
}
