#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler's framing: each message is an 8-byte little-endian length and that many bytes
/// of JSON, in both directions. End of input or a zero length ends the session.
public enum PluginTransport {
    /// Serves messages until the compiler closes the pipe. Messages are written to a duplicate of
    /// the original stdout, and fd 1 is pointed at stderr, so a stray `print` cannot corrupt the
    /// stream.
    public static func serveStandardStreams() {
        let messages = dup(1)
        dup2(2, 1)
        serve(input: 0, output: messages)
    }

    public static func serve(input: Int32, output: Int32) {
        var handler = MessageHandler()
        while let header = read(input, count: 8) {
            let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
            guard length > 0, let message = read(input, count: length) else { return }
            let answer = handler.answer(message)
            var frame = withUnsafeBytes(of: UInt64(answer.count).littleEndian, Array.init)
            frame += answer
            guard write(output, frame) else { return }
        }
    }

    private static func read(_ descriptor: Int32, count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = buffer.withUnsafeMutableBytes { bytes in
                systemRead(descriptor, bytes.baseAddress! + filled, count - filled)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return nil }
            filled += result
        }
        return buffer
    }

    private static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
