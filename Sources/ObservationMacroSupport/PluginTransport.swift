#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler's framing: each message is an 8-byte little-endian length and that many bytes
/// of JSON, in both directions. End of input or a zero length ends the session.
///
/// Whatever a message holds, it gets an answer and the session goes on: a message over the size
/// limit is read past (never stored) and answered with an error, like a message that is not
/// the protocol's JSON (see `MessageHandler`). Only input that ends inside a frame, or output
/// that cannot be written, ends a session early: then no answer can be delivered.
public enum PluginTransport {
    /// Far more than any request (a class of 100,000 lines is a few MB), far less than memory.
    public static let maximumMessageSize = 256 << 20

    /// Why a session ended.
    public enum Ending: Equatable {
        /// The compiler closed the pipe or sent a zero length: the normal end.
        case finished
        /// The input ended inside a message or its header.
        case truncatedMessage
        /// The answer could not be written.
        case outputClosed

        /// What the plugin prints on stderr (nil for a normal end).
        public var explanation: String? {
            switch self {
            case .finished:
                return nil
            case .truncatedMessage:
                return "ObservationBackportMacros: the input ended inside a message"
            case .outputClosed:
                return "ObservationBackportMacros: could not write an answer"
            }
        }
    }

    /// Serves messages until the compiler closes the pipe, then exits: 0 after a normal end,
    /// 1 with an explanation on stderr otherwise. Messages are written to a duplicate of the
    /// original stdout, and fd 1 is pointed at stderr, so a stray `print` cannot corrupt the
    /// stream.
    public static func serveStandardStreams() -> Never {
        let messages = dup(1)
        dup2(2, 1)
        let ending = serve(input: 0, output: messages)
        if let explanation = ending.explanation {
            _ = write(2, Array((explanation + "\n").utf8))
            exit(1)
        }
        exit(0)
    }

    /// Answers the messages read from `input` on `output` until the session ends; a message
    /// longer than `sizeLimit` is skipped and answered with an error.
    public static func serve(input: Int32, output: Int32, sizeLimit: Int = maximumMessageSize) -> Ending {
        let handler = MessageHandler()
        while true {
            let header = read(input, count: 8)
            if header.isEmpty { return .finished }
            guard header.count == 8 else { return .truncatedMessage }
            let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            guard length > 0 else { return .finished }
            let answer: [UInt8]
            if length > UInt64(sizeLimit) {
                guard skip(input, count: length) else { return .truncatedMessage }
                answer = handler.answerToOversizedMessage(length: length, limit: sizeLimit)
            } else {
                let message = read(input, count: Int(length))
                guard message.count == Int(length) else { return .truncatedMessage }
                answer = handler.answer(message)
            }
            var frame = withUnsafeBytes(of: UInt64(answer.count).littleEndian, Array.init)
            frame += answer
            guard write(output, frame) else { return .outputClosed }
        }
    }

    /// `count` bytes, or fewer when the input ends first. The buffer grows with the bytes that
    /// actually arrive, never to an announced size up front.
    private static func read(_ descriptor: Int32, count: Int) -> [UInt8] {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(count, 1 << 16))
        while buffer.count < count {
            let wanted = min(chunk.count, count - buffer.count)
            let result = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { break }
            buffer += chunk[..<result]
        }
        return buffer
    }

    /// Reads and drops `count` bytes, a chunk at a time; false when the input ends first.
    private static func skip(_ descriptor: Int32, count: UInt64) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var remaining = count
        while remaining > 0 {
            let wanted = Int(min(UInt64(chunk.count), remaining))
            let result = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            remaining -= UInt64(result)
        }
        return true
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
