#if canImport(SwiftUI)
import TextViews

// Where SwiftUI exists, ViewHost leaves these names to it (see its README). This target never
// imports SwiftUI, so it names the text system's types itself, and the samples read the same
// on every platform.
typealias View = TextUI.View
typealias EmptyView = TextUI.EmptyView
typealias Text = TextUI.Text
typealias Label = TextUI.Label
typealias VStack = TextUI.VStack
typealias HStack = TextUI.HStack
typealias ForEach = TextUI.ForEach
typealias Divider = TextUI.Divider
typealias Button = TextUI.Button
typealias Toggle = TextUI.Toggle
typealias TextField = TextUI.TextField
typealias State = TextUI.State
typealias Binding = TextUI.Binding
typealias Bindable = TextUI.Bindable
typealias Environment = TextUI.Environment
typealias ObservationHost = TextUI.ObservationHost
typealias TabView = TextUI.TabView
typealias Picker = TextUI.Picker
typealias Slider = TextUI.Slider
#endif
