import Foundation
import MacroFuzzKit

/// Measures one model file in every form and reports the cost above plain classes.
struct CostMeasurement {
    let swiftc: URL
    let buildDirectory: URL
    let scratch: URL
    let repetitions: Int

    struct Row {
        let file: ModelFile
        /// The smaller file whose instructions are counted, if any.
        let counted: ModelFile?
        /// Median CPU seconds per form, for `file`; instructions per form, for `counted`.
        var seconds: [ModelFile.Form: Double] = [:]
        var instructions: [ModelFile.Form: Double] = [:]
        /// Of `instructions`, those of our plugin process (ours (macros) only).
        var pluginInstructions: Double?
        /// Macro expansion requests per class, per macro form.
        var requestsPerClass: [ModelFile.Form: Double] = [:]

        var propertyCount: Double { Double(file.classes * file.properties) }

        /// Milliseconds per property above plain classes.
        func milliseconds(_ form: ModelFile.Form) -> Double {
            (seconds[form]! - seconds[form.baseline]!) * 1000 / propertyCount
        }

        /// Millions of instructions per property above plain classes.
        func megaInstructions(_ form: ModelFile.Form) -> Double? {
            guard let counted, let count = instructions[form], let plain = instructions[form.baseline] else { return nil }
            return (count - plain) / 1_000_000 / Double(counted.classes * counted.properties)
        }
    }

    func measure(_ file: ModelFile, counting counted: ModelFile?) throws -> Row {
        var row = Row(file: file, counted: counted)
        let checks = try typeChecks(of: file, requests: &row.requestsPerClass)
        // Interleaved, so that a burst of load on the machine hits every form alike.
        var samples: [ModelFile.Form: [Double]] = [:]
        for _ in 0..<repetitions {
            for form in ModelFile.Form.allCases { samples[form, default: []].append(try checks[form]!.cpuSeconds()) }
        }
        row.seconds = samples.mapValues { $0.sorted()[$0.count / 2] }
        if let counted {
            var requests: [ModelFile.Form: Double] = [:]
            let counting = counted.classes == file.classes ? checks : try typeChecks(of: counted, requests: &requests)
            for form in ModelFile.Form.allCases {
                let counted = try counting[form]!.instructions(scratch: scratch)
                row.instructions[form] = counted.total
                if form == .oursMacro { row.pluginInstructions = counted.plugins }
            }
        }
        return row
    }

    /// The type-check of `file` in each form; the hand-expanded ones are written from the
    /// compiler's dump of the macro forms, which also says how many requests a class makes.
    private func typeChecks(of file: ModelFile, requests: inout [ModelFile.Form: Double]) throws -> [ModelFile.Form: TypeCheck] {
        var checks: [ModelFile.Form: TypeCheck] = [:]
        for form in ModelFile.Form.allCases where form.macroForm == nil {
            checks[form] = try typeCheck(file.source(form), form: form, file: file)
        }
        for form in ModelFile.Form.allCases {
            guard let macroForm = form.macroForm else { continue }
            let expansion = HandExpansion(dump: try checks[macroForm]!.dumpingExpansions())
            requests[macroForm] = Double(expansion.requests) / Double(file.classes)
            checks[form] = try typeCheck(try expansion.source(of: file, module: form.module), form: form, file: file)
            _ = try checks[form]!.dumpingExpansions()  // fails unless it type-checks
        }
        return checks
    }

    private func typeCheck(_ source: String, form: ModelFile.Form, file: ModelFile) throws -> TypeCheck {
        let name = "\(form)\(file.classes)x\(file.properties)".filter { $0.isLetter || $0.isNumber }
        let url = scratch.appendingPathComponent("\(name).swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        let engine: Engine = form.module == ModelFile.Form.oursMacro.module ? .backport : .apple
        return try TypeCheck(swiftc: swiftc, file: url, extra: engine.typeCheckArguments(buildDirectory: buildDirectory))
    }

    static func table(_ rows: [Row], repetitions: Int) -> String {
        let forms = ModelFile.Form.allCases.filter { !$0.isBaseline }
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        var text = "Above plain classes, per property: CPU ms (median of \(repetitions) runs of `classes` classes)"
        let counted = rows.compactMap { row in row.counted.map { "\($0.classes) × \(row.file.properties)" } }
        text += counted.isEmpty
            ? "\n\n" : " / M instructions (callgrind, one run of \(counted.joined(separator: ", ")) classes × properties)\n\n"
        text += "| properties per class | classes | " + forms.map(\.rawValue).joined(separator: " | ")
            + " | ours ÷ Apple's by hand | of ours, our plugin process | requests per class (Apple's / ours) |\n"
        text += "|" + String(repeating: "---|", count: forms.count + 5) + "\n"
        for row in rows {
            let cells = forms.map { form in
                number(row.milliseconds(form)) + (row.megaInstructions(form).map { " / " + number($0) } ?? "")
            }
            var ratio = number(row.milliseconds(.oursMacro) / row.milliseconds(.appleExpanded))
            if let ours = row.megaInstructions(.oursMacro), let apple = row.megaInstructions(.appleExpanded) {
                ratio += " / " + number(ours / apple)
            }
            var plugin = "—"
            if let instructions = row.pluginInstructions, let counted = row.counted, let ours = row.megaInstructions(.oursMacro) {
                let perProperty = instructions / 1_000_000 / Double(counted.classes * counted.properties)
                plugin = number(perProperty) + " M" + String(format: " (%.0f%%)", perProperty / ours * 100)
            }
            let requests = [ModelFile.Form.appleMacro, .oursMacro].map { String(format: "%.0f", row.requestsPerClass[$0] ?? 0) }
            text += "| \(row.file.properties) | \(row.file.classes) | " + cells.joined(separator: " | ")
                + " | \(ratio) | \(plugin) | \(requests.joined(separator: " / ")) |\n"
        }
        return text
    }
}
