import Foundation

/// Sends the process's standard error to a temporary file until `restore(replaying:)`, which puts
/// the original back and, when asked, copies what was written meanwhile to it.
final class StandardErrorAside {
    private let saved: Int32
    private let file: FileHandle?
    private let path = NSTemporaryDirectory() + "conformance-stderr-\(ProcessInfo.processInfo.processIdentifier)"

    init() {
        saved = dup(STDERR_FILENO)
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        file = FileHandle(forUpdatingAtPath: path)
        if let file { dup2(file.fileDescriptor, STDERR_FILENO) }
    }

    func restore(replaying replay: Bool) {
        dup2(saved, STDERR_FILENO)
        close(saved)
        if replay, let text = FileManager.default.contents(atPath: path) {
            FileHandle.standardError.write(text)
        }
        try? file?.close()
        try? FileManager.default.removeItem(atPath: path)
    }
}
