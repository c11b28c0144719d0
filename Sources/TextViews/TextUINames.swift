import TextRendering
#if !canImport(SwiftUI)
// Top-level SwiftUI names for the text system, only where they cannot clash with SwiftUI.
/// SwiftUI's name for ``TextUI/View``, where SwiftUI does not exist.
public typealias View = TextUI.View
/// SwiftUI's name for ``TextUI/ViewBuilder``, where SwiftUI does not exist.
public typealias ViewBuilder = TextUI.ViewBuilder
/// SwiftUI's name for ``TextUI/EmptyView``, where SwiftUI does not exist.
public typealias EmptyView = TextUI.EmptyView
/// SwiftUI's name for ``TextUI/TupleView``, where SwiftUI does not exist.
public typealias TupleView = TextUI.TupleView
/// SwiftUI's name for ``TextUI/Text``, where SwiftUI does not exist.
public typealias Text = TextUI.Text
/// SwiftUI's name for ``TextUI/Label``, where SwiftUI does not exist.
public typealias Label = TextUI.Label
/// SwiftUI's name for ``TextUI/VStack``, where SwiftUI does not exist.
public typealias VStack = TextUI.VStack
/// SwiftUI's name for ``TextUI/HStack``, where SwiftUI does not exist.
public typealias HStack = TextUI.HStack
/// SwiftUI's name for ``TextUI/Group``, where SwiftUI does not exist.
public typealias Group = TextUI.Group
/// SwiftUI's name for ``TextUI/ForEach``, where SwiftUI does not exist.
public typealias ForEach = TextUI.ForEach
/// SwiftUI's name for ``TextUI/Divider``, where SwiftUI does not exist.
public typealias Divider = TextUI.Divider
/// SwiftUI's name for ``TextUI/Spacer``, where SwiftUI does not exist.
public typealias Spacer = TextUI.Spacer
/// SwiftUI's name for ``TextUI/HorizontalAlignment``, where SwiftUI does not exist.
public typealias HorizontalAlignment = TextUI.HorizontalAlignment
/// SwiftUI's name for ``TextUI/State``, where SwiftUI does not exist.
public typealias State = TextUI.State
/// SwiftUI's name for ``TextUI/Binding``, where SwiftUI does not exist.
public typealias Binding = TextUI.Binding
/// SwiftUI's name for ``TextUI/Bindable``, where SwiftUI does not exist.
public typealias Bindable = TextUI.Bindable
/// SwiftUI's name for ``TextUI/Environment``, where SwiftUI does not exist.
public typealias Environment = TextUI.Environment
/// SwiftUI's name for ``TextUI/ObservationHost``, where SwiftUI does not exist.
public typealias ObservationHost = TextUI.ObservationHost
/// SwiftUI's name for ``TextUI/ProgressView``, where SwiftUI does not exist.
public typealias ProgressView = TextUI.ProgressView
/// SwiftUI's name for ``TextUI/TabView``, where SwiftUI does not exist.
public typealias TabView = TextUI.TabView
/// SwiftUI's name for ``TextUI/ScrollView``, where SwiftUI does not exist.
public typealias ScrollView = TextUI.ScrollView
/// SwiftUI's name for ``TextUI/Color``, where SwiftUI does not exist.
public typealias Color = TextUI.Color
/// SwiftUI's name for ``TextUI/VerticalAlignment``, where SwiftUI does not exist.
public typealias VerticalAlignment = TextUI.VerticalAlignment
/// SwiftUI's name for ``TextUI/KeyEquivalent``, where SwiftUI does not exist.
public typealias KeyEquivalent = TextUI.KeyEquivalent
/// SwiftUI's name for ``TextUI/EventModifiers``, where SwiftUI does not exist.
public typealias EventModifiers = TextUI.EventModifiers
/// SwiftUI's name for ``TextUI/SubmitTriggers``, where SwiftUI does not exist.
public typealias SubmitTriggers = TextUI.SubmitTriggers
/// SwiftUI's name for ``TextUI/Axis``, where SwiftUI does not exist.
public typealias Axis = TextUI.Axis
/// SwiftUI's name for ``TextUI/EdgeSet``, where SwiftUI does not exist.
public typealias EdgeSet = TextUI.EdgeSet
/// SwiftUI's name for ``TextUI/Button``, where SwiftUI does not exist.
public typealias Button = TextUI.Button
/// SwiftUI's name for ``TextUI/Toggle``, where SwiftUI does not exist.
public typealias Toggle = TextUI.Toggle
/// SwiftUI's name for ``TextUI/TextField``, where SwiftUI does not exist.
public typealias TextField = TextUI.TextField
/// SwiftUI's name for ``TextUI/Stepper``, where SwiftUI does not exist.
public typealias Stepper = TextUI.Stepper
/// SwiftUI's name for ``TextUI/Picker``, where SwiftUI does not exist.
public typealias Picker = TextUI.Picker
/// SwiftUI's name for ``TextUI/Slider``, where SwiftUI does not exist.
public typealias Slider = TextUI.Slider
#endif
