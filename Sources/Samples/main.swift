import Foundation
import SampleApps

// `samples`                        lists the samples
// `samples <name>`                 runs one in the terminal (plain commands on stdin if not a TTY)
// `samples <name> --script [steps]` runs steps without a terminal, printing each frame and the
//                                  views that re-evaluated (the sample's demo steps if none given)

func printList() {
    print("Samples:")
    let width = Sample.all.map(\.name.count).max() ?? 0
    for sample in Sample.all {
        print("  " + sample.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + sample.summary)
    }
    print("""

        swift run samples <name>                    run one (full screen in a terminal, else commands on stdin)
        swift run samples <name> --script [steps]   print each frame and the views that re-evaluated;
            steps: tap:<control>,toggle:<control>,type:<field>=<text>,tick[:<seconds>] (#id for an identifier);
            without steps, the sample's demo
        """)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("samples: \(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
    printList()
    exit(0)
}
guard let sample = Sample.named(name) else {
    printList()
    fail("no sample named \"\(name)\"")
}
switch arguments.dropFirst().first {
case nil:
    await sample.makeTerminalApp().run()
case "--script":
    let steps: [Step]
    do {
        steps = try Step.script(arguments.count > 2 ? arguments[2] : sample.demoScript)
    } catch {
        fail("\(error)")
    }
    let run = ScriptRun(sample)
    print(run.start.text)
    for step in steps {
        do {
            print(try run.perform(step).text)
        } catch {
            fail("\(step): \(error)")
        }
    }
default:
    fail("unknown option \(arguments[1]): use --script")
}
