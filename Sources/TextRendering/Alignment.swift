extension TextUI {
    /// Where the lines of narrower children go in a `VStack` (or a `frame`).
    public enum HorizontalAlignment: Sendable {
        /// Flush with the left edge of the column.
        case leading
        /// Centered in the column (rounded to the left).
        case center
        /// Flush with the right edge of the column.
        case trailing
    }

    /// Where shorter children go in an `HStack`. A line of text has one baseline, so the
    /// first and last text baselines are the top and the bottom.
    public enum VerticalAlignment: Sendable {
        /// Tops aligned.
        case top
        /// Centers aligned (rounded up).
        case center
        /// Bottoms aligned.
        case bottom
        /// The first lines aligned: the tops.
        case firstTextBaseline
        /// The last lines aligned: the bottoms.
        case lastTextBaseline
    }
}
