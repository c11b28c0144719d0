import Foundation
@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// The README quotes what some scripted samples print, each block after a comment
// `<!-- output of: samples <name> --script "<commands>" -->`: each must be what the sample
// prints today.

@MainActor @Suite(.unbridged) struct ReadmeOutputTests {
    struct Quote {
        let sample: String
        let script: String
        let text: String
    }

    static func quotes() throws -> [Quote] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL
        let text = try String(contentsOf: readme, encoding: .utf8)
        let marker = "<!-- output of: samples "
        return text.components(separatedBy: marker).dropFirst().compactMap { part in
            guard let nameEnd = part.firstIndex(of: " "),
                  let scriptStart = part.range(of: "--script \"")?.upperBound,
                  let scriptEnd = part[scriptStart...].range(of: "\" -->")?.lowerBound,
                  let blockStart = part.range(of: "```\n")?.upperBound,
                  let blockEnd = part[blockStart...].range(of: "\n```")?.lowerBound else { return nil }
            return Quote(sample: String(part[..<nameEnd]), script: String(part[scriptStart..<scriptEnd]),
                         text: String(part[blockStart..<blockEnd]))
        }
    }

    @Test func theReadmeQuotesWhatTheSamplesPrint() throws {
        let quotes = try Self.quotes()
        #expect(quotes.count >= 2)
        for quote in quotes {
            let sample = try #require(Sample.named(quote.sample), "README quotes an unknown sample \(quote.sample)")
            var printed: [String] = []
            try sample.runScript(TextHost.Command.script(quote.script)) { printed.append($0) }
            #expect(printed.joined(separator: "\n") == quote.text, "README's output of \(quote.sample) --script \"\(quote.script)\"")
        }
    }
}
