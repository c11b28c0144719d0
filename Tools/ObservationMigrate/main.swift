// observation-migrate: moves Swift sources from ObservableObject to ObservationBackport's
// @Observable and ViewHost. The command lives in ObservationMigration (MigrationCommand).
import Foundation
import ObservationMigration

let status = MigrationCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    errors: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status.rawValue)
