import TextRendering
extension TextUI {
    /// A key for `keyboardShortcut(_:modifiers:)`: a character, or one of the named keys.
    public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
        /// The character the key types (`"\r"` for Return, and so on).
        public let character: Character

        /// The key that types `character`.
        public init(_ character: Character) {
            self.character = character
        }

        /// The key that types the literal character: `.keyboardShortcut("+")`.
        public init(extendedGraphemeClusterLiteral character: Character) {
            self.init(character)
        }

        /// Return (Enter).
        public static let `return` = KeyEquivalent("\r")
        /// Escape.
        public static let escape = KeyEquivalent("\u{1B}")
        /// The space bar.
        public static let space = KeyEquivalent(" ")
        /// Tab.
        public static let tab = KeyEquivalent("\t")
        /// Delete (Backspace in a terminal).
        public static let delete = KeyEquivalent("\u{7F}")
        /// ↑.
        public static let upArrow = KeyEquivalent("\u{F700}")
        /// ↓.
        public static let downArrow = KeyEquivalent("\u{F701}")
        /// ←.
        public static let leftArrow = KeyEquivalent("\u{F702}")
        /// →.
        public static let rightArrow = KeyEquivalent("\u{F703}")
        /// Home.
        public static let home = KeyEquivalent("\u{F729}")
        /// End.
        public static let end = KeyEquivalent("\u{F72B}")
    }

    /// Modifier keys for `keyboardShortcut(_:modifiers:)`. A terminal sends no Command, Option
    /// or Shift with a key: only `.control` changes what is pressed (Ctrl with the letter);
    /// with any other set the key alone is the shortcut.
    public struct EventModifiers: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// The set with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift (a terminal sends the shifted character instead).
        public static let shift = EventModifiers(rawValue: 1 << 1)
        /// Control: the shortcut is Ctrl with the key's letter.
        public static let control = EventModifiers(rawValue: 1 << 2)
        /// Option (a terminal does not send it: the key alone is the shortcut).
        public static let option = EventModifiers(rawValue: 1 << 3)
        /// Command, the default (a terminal does not send it: the key alone is the shortcut).
        public static let command = EventModifiers(rawValue: 1 << 4)
        /// Every modifier.
        public static let all: EventModifiers = [.shift, .control, .option, .command]
    }
}

extension TextUI.KeyEquivalent {
    /// The terminal key this names, with `modifiers`.
    func key(with modifiers: TextUI.EventModifiers) -> Key {
        switch self {
        case .return: .enter
        case .escape: .escape
        case .tab: .tab
        case .delete: .backspace
        case .upArrow: .up
        case .downArrow: .down
        case .leftArrow: .left
        case .rightArrow: .right
        case .home: .home
        case .end: .end
        default: modifiers.contains(.control) ? .control(Character(character.lowercased())) : .character(character)
        }
    }
}

extension TextUI.View {
    /// Disables the controls inside when `disabled` is true: a terminal skips them when moving
    /// the focus and draws them dim, and commands addressing them fail, saying so. As in
    /// SwiftUI, an inner `.disabled(false)` does not enable what an outer one disabled.
    public func disabled(_ disabled: Bool) -> some TextUI.View {
        EnvironmentModifier(content: self, apply: { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Makes `key` press the button(s) inside from anywhere in a full-screen `TerminalApp`
    /// (except while typing in a text field, for a key that types).
    public func keyboardShortcut(_ key: TextUI.KeyEquivalent, modifiers: TextUI.EventModifiers = .command) -> some TextUI.View {
        EnvironmentModifier(content: self, apply: { $0.keyboardShortcut = key.key(with: modifiers) })
    }
}
