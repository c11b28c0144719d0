/// The answers written with `JSONWriter`, in the shape Swift's synthesized `Codable` gives
/// them (the compiler decodes them so). Optional members that are nil are left out, as the
/// synthesized encoder leaves them out.
extension PluginMessages.CapabilityResult {
    var json: [UInt8] {
        var writer = JSONWriter()
        writer.object { $0.member("getCapabilityResult") { $0.object { $0.member("capability") { $0.object {
            $0.member("protocolVersion") { $0.integer(getCapabilityResult.capability.protocolVersion) }
        } } } } }
        return writer.bytes
    }
}

extension PluginMessages.ExpansionResult {
    var json: [UInt8] {
        var writer = JSONWriter()
        writer.object { $0.member("expandMacroResult") { $0.object { result in
            if let source = expandMacroResult.expandedSource { result.member("expandedSource") { $0.string(source) } }
            result.member("diagnostics") { $0.array(expandMacroResult.diagnostics) { $1.write(to: &$0) } }
        } } }
        return writer.bytes
    }
}

extension PluginMessages.Diagnostic {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.object { diagnostic in
            diagnostic.member("message") { $0.string(message) }
            diagnostic.member("severity") { $0.string(severity.rawValue) }
            diagnostic.member("position") { position.write(to: &$0) }
            diagnostic.member("highlights") { $0.array(highlights) { $1.write(to: &$0) } }
            diagnostic.member("notes") {
                $0.array(notes) { writer, note in
                    writer.object { object in
                        object.member("position") { note.position.write(to: &$0) }
                        object.member("message") { $0.string(note.message) }
                    }
                }
            }
            diagnostic.member("fixIts") {
                $0.array(fixIts) { writer, fixIt in
                    writer.object { object in
                        object.member("message") { $0.string(fixIt.message) }
                        object.member("changes") {
                            $0.array(fixIt.changes) { writer, change in
                                writer.object { object in
                                    object.member("range") { change.range.write(to: &$0) }
                                    object.member("newText") { $0.string(change.newText) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension PluginMessages.Diagnostic.Position {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.object { position in
            position.member("fileName") { $0.string(fileName) }
            position.member("offset") { $0.integer(offset) }
        }
    }
}

extension PluginMessages.Diagnostic.PositionRange {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.object { range in
            range.member("fileName") { $0.string(fileName) }
            range.member("startOffset") { $0.integer(startOffset) }
            range.member("endOffset") { $0.integer(endOffset) }
        }
    }
}
