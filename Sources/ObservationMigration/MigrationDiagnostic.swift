/// Something the migration could not do safely, at a place in a source file. Printed the way
/// compilers print theirs (`file:line:column: warning: message`), so editors and CI link to it.
public struct MigrationDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public let path: String
    /// 1-based.
    public let line: Int
    /// 1-based, in UTF-8 bytes, as compilers count.
    public let column: Int
    public let message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): warning: \(message)" }
}
