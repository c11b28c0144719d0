import DeclarationSyntax

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

extension MigrationDiagnostic {
    /// This warning at the place its text moved to when `edits` made `migrated` of `original`.
    func moved(by edits: [TextEdit], from original: String, to migrated: String) -> MigrationDiagnostic {
        let before = Array(original.utf8), after = Array(migrated.utf8)
        var offset = 0, line = 1
        while line < self.line, offset < before.count {
            if before[offset] == .newline { line += 1 }
            offset += 1
        }
        let target = edits.editedOffset(of: min(offset + column - 1, before.count))
        var newLine = 1, lineStart = 0
        for index in 0..<min(target, after.count) where after[index] == .newline {
            newLine += 1
            lineStart = index + 1
        }
        return MigrationDiagnostic(path: path, line: newLine, column: target - lineStart + 1, message: message)
    }
}
