/// Something the migration could not do safely, at a place in a source file. Printed the way
/// compilers print theirs (`file:line:column: warning: message`), so editors and CI link to it.
public struct MigrationDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The file, as given to the migration.
    public let path: String
    /// 1-based.
    public let line: Int
    /// 1-based, in UTF-8 bytes, as compilers count.
    public let column: Int
    /// What was left, why, and what to do instead.
    public let message: String

    /// A warning at `line`:`column` of `path`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: warning: message`.
    public var description: String { "\(path):\(line):\(column): warning: \(message)" }
}
