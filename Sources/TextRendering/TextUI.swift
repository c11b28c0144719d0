/// The text-rendering view system: a small SwiftUI look-alike whose views render to lines of text.
///
/// Every type lives inside this namespace so that a file importing both SwiftUI and ViewHost on an
/// Apple platform sees no second `View`, `Text` or `State`. Where SwiftUI does not exist (Linux),
/// `TextUINames.swift` re-exports the names at the top level, so view code reads like SwiftUI.
public enum TextUI {}
