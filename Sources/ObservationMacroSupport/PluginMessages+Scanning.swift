/// The requests read field by field with `JSONScanner`: only what the macros use is built,
/// unknown fields, which newer compilers add, are skipped, and reading stops once every field
/// the request's role uses is in hand (the compiler sends the build configuration, the largest
/// field, last).
extension PluginMessages.AttachedMacroRequest {
    init(scanning scanner: inout JSONScanner) throws {
        var typeName: String?, role: String?, discriminator: String?
        var attribute: PluginMessages.Syntax?, declaration: PluginMessages.Syntax?
        var context: [PluginMessages.Syntax]?, extendedType: PluginMessages.Syntax?, conformances: PluginMessages.Syntax?
        try scanner.object { scanner, key in
            switch key {
            case "macro":
                try scanner.object { scanner, key in
                    if case "typeName" = key { typeName = try scanner.string() } else { try scanner.skipValue() }
                }
            case "macroRole": role = try scanner.string()
            case "discriminator": discriminator = try scanner.string()
            case "attributeSyntax": attribute = try PluginMessages.Syntax(scanning: &scanner)
            case "declSyntax": declaration = try PluginMessages.Syntax(scanning: &scanner)
            case "lexicalContext":
                if try !scanner.null() {
                    var syntaxes: [PluginMessages.Syntax] = []
                    try scanner.array { syntaxes.append(try PluginMessages.Syntax(scanning: &$0)) }
                    context = syntaxes
                }
            case "extendedTypeSyntax": extendedType = try PluginMessages.Syntax(optionalScanning: &scanner)
            case "conformanceListSyntax": conformances = try PluginMessages.Syntax(optionalScanning: &scanner)
            default: try scanner.skipValue()
            }
            let complete = typeName != nil && role != nil && discriminator != nil && attribute != nil && declaration != nil
                && context != nil && (role != "extension" || (extendedType != nil && conformances != nil))
            if complete { scanner.stopReading() }
        }
        guard let typeName, let role, let discriminator, let attribute, let declaration else { throw JSONScanner.Malformed() }
        self.init(
            macro: .init(typeName: typeName), macroRole: role, discriminator: discriminator, attributeSyntax: attribute,
            declSyntax: declaration, lexicalContext: context, extendedTypeSyntax: extendedType,
            conformanceListSyntax: conformances)
    }
}

extension PluginMessages.Syntax {
    init?(optionalScanning scanner: inout JSONScanner) throws {
        if try scanner.null() { return nil }
        try self.init(scanning: &scanner)
    }

    init(scanning scanner: inout JSONScanner) throws {
        var source: String?, fileName: String?, offset: Int?, line: Int?
        try scanner.object { scanner, key in
            switch key {
            case "source": source = try scanner.string()
            case "location":
                try scanner.object { scanner, key in
                    switch key {
                    case "fileName": fileName = try scanner.string()
                    case "offset": offset = try scanner.integer()
                    case "line": line = try scanner.integer()
                    default: try scanner.skipValue()
                    }
                }
            default: try scanner.skipValue()
            }
        }
        let positions = 0...PluginMessages.Location.maximumPosition
        guard let source, let fileName, let offset, let line, positions.contains(offset), positions.contains(line) else {
            throw JSONScanner.Malformed()
        }
        self.init(source: source, location: .init(fileName: fileName, offset: offset, line: line))
    }
}
