// ObservationHost for SwiftUI's other content protocols that take a builder, each where and
// since when the OS has it. The content is evaluated exactly as for a view (see `body`).
#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
extension ObservationHost: Scene where Content: Scene {
    /// Creates a host whose scene content updates when the observable properties it reads change.
    public init(@SceneBuilder content: @escaping () -> Content) {
        self.init(tracking: content)
    }
}

@available(iOS 14, macOS 11, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ObservationHost: Commands where Content: Commands {
    /// Creates a host whose commands update when the observable properties they read change.
    public init(@CommandsBuilder content: @escaping () -> Content) {
        self.init(tracking: content)
    }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
extension ObservationHost: ToolbarContent where Content: ToolbarContent {
    /// Creates a host whose toolbar content updates when the observable properties it reads
    /// change.
    public init(@ToolbarContentBuilder content: @escaping () -> Content) {
        self.init(tracking: content)
    }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
extension ObservationHost: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

@available(iOS 16, macOS 12, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ObservationHost: TableColumnContent where Content: TableColumnContent {
    /// Creates a host whose table columns update when the observable properties they read change.
    public init<RowValue, Sort>(@TableColumnBuilder<RowValue, Sort> content: @escaping () -> Content)
    where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
        self.init(tracking: content)
    }

    /// The content, evaluated under observation.
    public var tableColumnBody: Content { body }
}

@available(iOS 16, macOS 12, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ObservationHost: TableRowContent where Content: TableRowContent {
    /// Creates a host whose table rows update when the observable properties they read change.
    public init<RowValue>(@TableRowBuilder<RowValue> content: @escaping () -> Content)
    where RowValue == Content.TableRowValue {
        self.init(tracking: content)
    }

    /// The content, evaluated under observation.
    public var tableRowBody: Content { body }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension ObservationHost: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// Creates a host whose rotor entries update when the observable properties they read change.
    public init(@AccessibilityRotorContentBuilder content: @escaping () -> Content) {
        self.init(tracking: content)
    }
}
#endif
