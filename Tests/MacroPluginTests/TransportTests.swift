import Foundation
import Testing
@testable import ObservationMacroSupport

/// The framing, byte by byte: frames read from a file and answers written to one, as the
/// plugin reads and writes its pipes (a file never blocks, so the test needs no thread).
@Suite struct TransportTests {
    private static let handshake = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#
    private static let handshakeAnswer = #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#

    private static func header(_ length: UInt64) -> [UInt8] {
        withUnsafeBytes(of: length.littleEndian, Array.init)
    }

    private static func frame(_ json: String) -> [UInt8] {
        header(UInt64(json.utf8.count)) + Array(json.utf8)
    }

    /// Serves `input`; the session's ending and the answers it wrote (nil if they are not whole frames).
    private static func serve(_ input: [UInt8], sizeLimit: Int = PluginTransport.maximumMessageSize) throws
        -> (ending: PluginTransport.Ending, answers: [String]?)
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("in"), outputURL = directory.appendingPathComponent("out")
        try Data(input).write(to: inputURL)
        try Data().write(to: outputURL)
        let reading = try FileHandle(forReadingFrom: inputURL), writing = try FileHandle(forWritingTo: outputURL)
        let ending = PluginTransport.serve(
            input: reading.fileDescriptor, output: writing.fileDescriptor, sizeLimit: sizeLimit)
        try reading.close()
        try writing.close()
        var rest = try Data(contentsOf: outputURL)[...]
        var answers: [String] = []
        while !rest.isEmpty {
            guard rest.count >= 8 else { return (ending, nil) }
            let length = rest.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
            rest = rest.dropFirst(8)
            guard rest.count >= length else { return (ending, nil) }
            answers.append(String(decoding: rest.prefix(length), as: UTF8.self))
            rest = rest.dropFirst(length)
        }
        return (ending, answers)
    }

    /// A message over the limit is read past, not stored, and answered with an error; the
    /// message after it is served.
    @Test func aMessageOverTheLimitIsSkippedAndAnsweredWithAnError() throws {
        let oversized = #"{"getCapability":{"capability":{"protocolVersion":7}},"padding":""# + String(repeating: "x", count: 200_000) + #""}"#
        let session = try Self.serve(Self.frame(oversized) + Self.frame(Self.handshake), sizeLimit: 100_000)
        #expect(session.ending == .finished)
        let answers = try #require(session.answers)
        #expect(answers.count == 2)
        #expect(answers.first?.contains("skipped a message of \(oversized.utf8.count) bytes, more than its limit of 100000") == true)
        #expect(answers.last == Self.handshakeAnswer)
    }

    /// A message exactly at the limit is served.
    @Test func aMessageAtTheLimitIsServed() throws {
        let session = try Self.serve(Self.frame(Self.handshake), sizeLimit: Self.handshake.utf8.count)
        #expect(session.ending == .finished)
        #expect(session.answers == [Self.handshakeAnswer])
    }

    /// A header announcing more than the input holds: the bytes are skipped as they come, never
    /// allocated, and the input ends inside the message.
    @Test func anAbsurdLengthIsNeverAllocated() throws {
        let session = try Self.serve(Self.header(1 << 62) + Array("{}".utf8))
        #expect(session.ending == .truncatedMessage)
        #expect(session.answers == [])
    }

    /// The answers before a cut-off frame are all delivered; the cut ends the session.
    @Test(arguments: [3, 7, 8, 20])
    func inputEndingInsideAFrameEndsTheSession(keeping bytes: Int) throws {
        let cut = Array(Self.frame(Self.handshake).prefix(bytes))
        let session = try Self.serve(Self.frame(Self.handshake) + cut)
        #expect(session.ending == .truncatedMessage)
        #expect(session.answers == [Self.handshakeAnswer])
    }

    @Test func aZeroLengthOrTheEndOfInputEndsTheSessionNormally() throws {
        #expect(try Self.serve([]) == (.finished, []))
        let session = try Self.serve(Self.frame(Self.handshake) + Self.header(0) + Self.frame(Self.handshake))
        #expect(session.ending == .finished)
        #expect(session.answers == [Self.handshakeAnswer])
    }

    /// A frame shorter than its JSON: the first part is answered as malformed, and the rest,
    /// read as the next header, announces a length the input does not hold.
    @Test func aLengthShorterThanTheMessageGivesErrorsNotACrash() throws {
        let json = Array(Self.handshake.utf8)
        let session = try Self.serve(Self.header(10) + json)
        #expect(session.ending == .truncatedMessage)
        let answers = try #require(session.answers)
        #expect(answers.count == 1)
        #expect(answers.first?.contains(#""severity":"error""#) == true)
    }
}
