import ObservationBackport
import Testing
@testable import TextRendering
@testable import TextTerminal
@testable import TextViews

/// The control added by following "Adding a control" (Sources/TextViews/README.md): its file
/// and its line in `ControlKinds.all` make it drawn, addressable, scriptable and usable by keys.
@MainActor @Suite(.unbridged, .deadline) struct SliderTests {
    @Observable final class Mixer {
        var volume = 0.5
        var edits: [Bool] = []
    }

    private struct MixerView: View {
        let mixer: Mixer
        var body: some View {
            ObservationHost {
                VStack(alignment: .leading) {
                    Slider(value: Binding(get: { mixer.volume }, set: { mixer.volume = $0 }), in: 0...1,
                           label: { Text("Volume") }, onEditingChanged: { mixer.edits.append($0) })
                    Slider(value: Binding(get: { mixer.volume * 10 }, set: { mixer.volume = $0 / 10 }), in: 0...10, step: 2.5) {
                        Text("Coarse")
                    }
                }
            }
        }
    }

    @Test func drawsTheValuesPlaceInTheRange() {
        let host = TextHost(MixerView(mixer: Mixer()))
        #expect(host.frame == "Volume [█████─────] 50%\nCoarse [█████─────] 50%")
    }

    @Test func setKeepsTheValueInTheRangeAndOnAStep() throws {
        let mixer = Mixer()
        let host = TextHost(MixerView(mixer: mixer))
        try host.set("Coarse", to: 6.1)             // steps of 2.5: the nearest is 5
        #expect(mixer.volume == 0.5)
        try host.set("Coarse", to: 6.3)             // nearest: 7.5
        #expect(mixer.volume == 0.75)
        #expect(host.frame == "Volume [███████───] 75%\nCoarse [███████───] 75%")
        try host.set("Volume", to: 3)               // beyond the range: its end
        #expect(mixer.volume == 1)
        #expect(mixer.edits == [true, false])       // one edit of Volume, bracketed
    }

    @Test func theCommandLanguageKnowsItsVerb() throws {
        let mixer = Mixer()
        let runner = CommandRunner(TextHost(MixerView(mixer: mixer)))
        #expect(try TextHost.Command("set Volume=0.2") == .use(verb: "set", control: .label("Volume"), value: "0.2"))
        #expect(throws: TextHost.Command.ParseError.self) { try TextHost.Command("set Volume") }
        let report = try runner.perform("set Volume=0.2")
        #expect(report.frame.hasPrefix("Volume [██────────] 20%"))
        #expect(TextHost.Command.helpText.contains("set <slider>=<number>"))
        #expect(throws: TextHost.InputError.invalidValue("loud", for: .label("Volume"), expected: "a number from 0.0 to 1.0")) {
            try runner.perform("set Volume=loud")
        }
        #expect(throws: TextHost.InputError.wrongKind(.label("Volume"), expected: "button")) {
            try runner.perform("tap Volume")
        }
    }

    @Test func arrowsMoveItByAStepInATerminal() {
        let mixer = Mixer()
        let host = TextHost(MixerView(mixer: mixer))
        let session = FullScreenSession(host: host, showsEvaluations: false, usesColor: false, header: nil)
        _ = session.apply(.right)                   // the focus starts on Volume: a tenth up
        #expect(abs(mixer.volume - 0.6) < 1e-9)
        _ = session.apply(.tab)
        _ = session.apply(.left)                    // Coarse (steps of 2.5): from 6 to the step below, 5
        #expect(mixer.volume == 0.5)
        _ = session.apply(.character("+"))          // and up to the next, 7.5
        #expect(mixer.volume == 0.75)
        #expect(host.frame.hasPrefix("Volume [███████───] 75%"))
    }

    @Test func aChangeMadeElsewhereRedrawsIt() {
        let mixer = Mixer()
        let host = TextHost(MixerView(mixer: mixer))
        mixer.volume = 0.1
        host.update()
        #expect(host.frame.hasPrefix("Volume [█─────────] 10%"))
    }
}
