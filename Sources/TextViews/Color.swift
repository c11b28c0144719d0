import TextRendering
extension TextUI {
    /// A colour for text, named as SwiftUI's are. A terminal has eight colours and a dim
    /// style: `.secondary` and `.gray` draw dim or gray, the others their nearest ANSI colour.
    /// All of them are left out when `NO_COLOR` is set or output is not a terminal.
    public struct Color: Equatable, Sendable {
        let style: TextStyle

        private init(code: Int?, dim: Bool = false) {
            style = TextStyle(isDim: dim, color: code)
        }

        /// The terminal's own text colour.
        public static let primary = Color(code: nil)
        /// Dim text, for what matters less.
        public static let secondary = Color(code: nil, dim: true)
        /// Red (ANSI 31).
        public static let red = Color(code: 31)
        /// Green (ANSI 32).
        public static let green = Color(code: 32)
        /// Yellow (ANSI 33).
        public static let yellow = Color(code: 33)
        /// Drawn yellow: terminals have no orange.
        public static let orange = Color(code: 33)
        /// Blue (ANSI 34).
        public static let blue = Color(code: 34)
        /// Magenta (ANSI 35).
        public static let purple = Color(code: 35)
        /// Drawn magenta.
        public static let pink = Color(code: 35)
        /// Cyan (ANSI 36).
        public static let cyan = Color(code: 36)
        /// Drawn cyan.
        public static let teal = Color(code: 36)
        /// Drawn cyan.
        public static let mint = Color(code: 36)
        /// Drawn cyan.
        public static let accentColor = Color(code: 36)
        /// White (ANSI 37).
        public static let white = Color(code: 37)
        /// Black (ANSI 30).
        public static let black = Color(code: 30)
        /// Gray (ANSI 90, bright black).
        public static let gray = Color(code: 90)
    }
}
