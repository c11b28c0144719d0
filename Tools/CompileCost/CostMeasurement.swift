import Foundation
import MacroFuzzKit

/// Measures one model file in every form and reports the cost above plain classes.
struct CostMeasurement {
    let swiftc: URL
    let buildDirectory: URL
    let scratch: URL
    let repetitions: Int
    let countInstructions: Bool

    struct Row {
        let file: ModelFile
        /// Median CPU seconds and instructions per form, for the whole file.
        var seconds: [ModelFile.Form: Double] = [:]
        var instructions: [ModelFile.Form: Double] = [:]
        /// Macro expansion requests per class, per macro form.
        var requestsPerClass: [ModelFile.Form: Double] = [:]

        var propertyCount: Double { Double(file.classes * file.properties) }

        /// Milliseconds per property above plain classes.
        func milliseconds(_ form: ModelFile.Form) -> Double {
            (seconds[form]! - seconds[.plain]!) * 1000 / propertyCount
        }

        /// Millions of instructions per property above plain classes.
        func megaInstructions(_ form: ModelFile.Form) -> Double? {
            guard let count = instructions[form], let plain = instructions[.plain] else { return nil }
            return (count - plain) / 1_000_000 / propertyCount
        }
    }

    func measure(_ file: ModelFile) throws -> Row {
        var row = Row(file: file)
        var checks: [ModelFile.Form: TypeCheck] = [:]
        for form in ModelFile.Form.allCases where form.macroForm == nil {
            checks[form] = try typeCheck(file.source(form), form: form, file: file)
        }
        for form in ModelFile.Form.allCases {
            guard let macroForm = form.macroForm, let module = form.module else { continue }
            let expansion = HandExpansion(dump: try checks[macroForm]!.dumpingExpansions())
            row.requestsPerClass[macroForm] = Double(expansion.requests) / Double(file.classes)
            checks[form] = try typeCheck(try expansion.source(of: file, module: module), form: form, file: file)
            _ = try checks[form]!.dumpingExpansions()  // fails unless it type-checks
        }
        // Interleaved, so that a burst of load on the machine hits every form alike.
        var samples: [ModelFile.Form: [Double]] = [:]
        for _ in 0..<repetitions {
            for form in ModelFile.Form.allCases { samples[form, default: []].append(try checks[form]!.cpuSeconds()) }
        }
        row.seconds = samples.mapValues { $0.sorted()[$0.count / 2] }
        if countInstructions {
            for form in ModelFile.Form.allCases { row.instructions[form] = try checks[form]!.instructions(scratch: scratch) }
        }
        return row
    }

    private func typeCheck(_ source: String, form: ModelFile.Form, file: ModelFile) throws -> TypeCheck {
        let name = "\(form)\(file.properties)".filter { $0.isLetter || $0.isNumber }
        let url = scratch.appendingPathComponent("\(name).swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        let engine: Engine = form.module == "ObservationBackport" ? .backport : .apple
        return try TypeCheck(swiftc: swiftc, file: url, extra: engine.typeCheckArguments(buildDirectory: buildDirectory))
    }

    static func table(_ rows: [Row], instructions: Bool, repetitions: Int) -> String {
        let forms = ModelFile.Form.allCases.filter { $0 != .plain }
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        var text = "Above plain classes, per property: CPU ms (median of \(repetitions))"
        text += instructions ? " / M instructions (callgrind)\n\n" : "\n\n"
        text += "| properties per class | classes | " + forms.map(\.rawValue).joined(separator: " | ")
            + " | ours ÷ Apple's by hand | requests per class (Apple's / ours) |\n"
        text += "|" + String(repeating: "---|", count: forms.count + 4) + "\n"
        for row in rows {
            let cells = forms.map { form in
                number(row.milliseconds(form)) + (row.megaInstructions(form).map { " / " + number($0) } ?? "")
            }
            var ratio = number(row.milliseconds(.oursMacro) / row.milliseconds(.appleExpanded))
            if let ours = row.megaInstructions(.oursMacro), let apple = row.megaInstructions(.appleExpanded) {
                ratio += " / " + number(ours / apple)
            }
            let requests = [ModelFile.Form.appleMacro, .oursMacro].map { String(format: "%.0f", row.requestsPerClass[$0] ?? 0) }
            text += "| \(row.file.properties) | \(row.file.classes) | " + cells.joined(separator: " | ")
                + " | \(ratio) | \(requests.joined(separator: " / ")) |\n"
        }
        return text
    }
}
