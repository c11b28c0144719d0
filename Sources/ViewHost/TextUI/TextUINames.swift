#if !canImport(SwiftUI)
// Top-level SwiftUI names for the text system, only where they cannot clash with SwiftUI.
public typealias View = TextUI.View
public typealias ViewBuilder = TextUI.ViewBuilder
public typealias EmptyView = TextUI.EmptyView
public typealias TupleView = TextUI.TupleView
public typealias Text = TextUI.Text
public typealias Label = TextUI.Label
public typealias VStack = TextUI.VStack
public typealias HStack = TextUI.HStack
public typealias Group = TextUI.Group
public typealias ForEach = TextUI.ForEach
public typealias Divider = TextUI.Divider
public typealias Spacer = TextUI.Spacer
public typealias Button = TextUI.Button
public typealias Toggle = TextUI.Toggle
public typealias TextField = TextUI.TextField
public typealias HorizontalAlignment = TextUI.HorizontalAlignment
public typealias State = TextUI.State
public typealias Binding = TextUI.Binding
public typealias Bindable = TextUI.Bindable
public typealias Environment = TextUI.Environment
public typealias ObservationHost = TextUI.ObservationHost
public typealias Stepper = TextUI.Stepper
public typealias Picker = TextUI.Picker
public typealias ProgressView = TextUI.ProgressView
public typealias TabView = TextUI.TabView
public typealias ScrollView = TextUI.ScrollView
public typealias Color = TextUI.Color
public typealias VerticalAlignment = TextUI.VerticalAlignment
public typealias KeyEquivalent = TextUI.KeyEquivalent
public typealias EventModifiers = TextUI.EventModifiers
public typealias SubmitTriggers = TextUI.SubmitTriggers
public typealias Axis = TextUI.Axis
public typealias EdgeSet = TextUI.EdgeSet
#endif
