// "Observation framework" notes: the bullet list of what refreshes a view (computed
// properties, nesting, globals, optionals, collections, local references, ignored properties)
// and the recursive observe() pattern. A RenderLoop stands in for the SwiftUI views.
#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Person {
    var firstName = "Alice"
    var lastName = "Smith"
    var fullName: String { "\(firstName) \(lastName)" }
    @ObservationIgnored var age = 30
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Folder {
    var name: String
    var isExpanded = false
    init(name: String) { self.name = name }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Category {
    var folders: [Folder] = [Folder(name: "f0"), Folder(name: "f1")]
}

/// Equatable by contents, as the seed's Category: equal copies compare equal.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class EquatableCategory: Equatable {
    var name = "c"
    static func == (lhs: EquatableCategory, rhs: EquatableCategory) -> Bool { lhs.name == rhs.name }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class EquatableLibrary {
    var categories = [EquatableCategory()]
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Library {
    var categories: [Category] = [Category()]
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class FolderContainer {
    var folders: [Folder] = [Folder(name: "Old Name")]
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class SharedResource {
    var name: String
    init(name: String) { self.name = name }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class ResourceHolder {
    var resource: SharedResource?
    var shared = SharedResource(name: "Original")
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Counter {
    var count = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class TestViewModel {
    @ObservationIgnored var counter = Counter()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Described {
    var name = "Alice"
    var age = 30
    var description: String { "name: \(name)\nage: \(age)" }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class SequenceQuestion {
    var items = ["a", "b", "c"]
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
nonisolated(unsafe) private let globalSettings = Counter()

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var observationFrameworkCases: [ConformanceCase] { [
    ConformanceCase(
        "a view showing a computed property refreshes when either part changes",
        source: "Observation framework · Computed properties",
        documented: ["View update", "firstName = Bob", "View update", "lastName = Jones", "View update"]
    ) { log in
        let person = Person()
        let view = RenderLoop(log) { _ = person.fullName }
        view.action("firstName = Bob") { person.firstName = "Bob" }
        view.action("lastName = Jones") { person.lastName = "Jones" }
    },
    ConformanceCase(
        "an @ObservationIgnored property is not tracked",
        source: "Observation framework · Property wrapper use (@ObservationIgnored var age)",
        documented: ["View update", "age = 31", "name = Bob", "View update"]
    ) { log in
        let person = Person()
        let view = RenderLoop(log) { _ = (person.firstName, person.age) }
        view.action("age = 31") { person.age = 31 }
        view.action("name = Bob") { person.firstName = "Bob" }
    },
    ConformanceCase(
        "a change several @Observable levels deep refreshes the view",
        source: "Observation framework · nested through several @Observable objects",
        documented: ["View update", "library.categories[0].folders[1].isExpanded = true", "View update"]
    ) { log in
        let library = Library()
        let view = RenderLoop(log) { _ = library.categories[0].folders[1].isExpanded }
        view.action("library.categories[0].folders[1].isExpanded = true") {
            library.categories[0].folders[1].isExpanded = true
        }
    },
    ConformanceCase(
        "a global model is tracked like any other",
        source: "Observation framework · outside the view hierarchy (global or singleton)",
        documented: ["View update", "count += 1", "View update"]
    ) { log in
        let view = RenderLoop(log) { _ = globalSettings.count }
        view.action("count += 1") { globalSettings.count += 1 }
    },
    ConformanceCase(
        "an optional observable unwrapped with if-let is tracked",
        source: "Observation framework · an optional @Observable unwrapped with if let",
        documented: ["View update", "resource.name = B", "View update"]
    ) { log in
        let holder = ResourceHolder()
        holder.resource = SharedResource(name: "A")
        let view = RenderLoop(log) { if let resource = holder.resource { _ = resource.name } }
        view.action("resource.name = B") { holder.resource?.name = "B" }
    },
    ConformanceCase(
        "a nil optional reference is tracked; the view refreshes when it is set, then on its properties",
        source: "Observation framework · Optionals: tracking works even if initially nil",
        documented: ["View update", "resource = A", "View update", "resource.name = B", "View update"]
    ) { log in
        let holder = ResourceHolder()
        let view = RenderLoop(log) { _ = holder.resource?.name }
        view.action("resource = A") { holder.resource = SharedResource(name: "A") }
        view.action("resource.name = B") { holder.resource?.name = "B" }
    },
    ConformanceCase(
        "a property only written in a button action is not tracked",
        source: "Observation framework · referencing the property in a button action doesn't track it",
        documented: ["View update", "tap"]
    ) { log in
        let counter = Counter()
        let button: @MainActor () -> Void = { counter.count += 1 }
        let view = RenderLoop(log) { _ = button }
        view.action("tap") { button() }
    },
    ConformanceCase(
        "direct change of an element of an observable array",
        source: "Observation framework · Collections: directChange()",
        documented: ["View update", "folders[0].name = New Name", "View update"]
    ) { log in
        let container = FolderContainer()
        let view = RenderLoop(log) { _ = container.folders.first?.name }
        view.action("folders[0].name = New Name") { container.folders[0].name = "New Name" }
    },
    ConformanceCase(
        "read, change, put back an element",
        source: "Observation framework · Collections: readChangeReplace()",
        documented: ["View update", "read, change, put back", "View update"]
    ) { log in
        let container = FolderContainer()
        let view = RenderLoop(log) { _ = container.folders.first?.name }
        view.action("read, change, put back") {
            if let folder = container.folders.first {
                folder.name = "Local Only"
                container.folders[0] = folder
            }
        }
    },
    ConformanceCase(
        "toggling a property of an element reached through the array",
        source: "Observation framework · Collections: folders[index].isExpanded.toggle()",
        documented: ["View update", "toggle", "View update"]
    ) { log in
        let category = Category()
        let view = RenderLoop(log) { _ = category.folders[1].isExpanded }
        view.action("toggle") { category.folders[1].isExpanded.toggle() }
    },
    ConformanceCase(
        "replacing an element with a copy notifies readers of the array",
        source: "Observation framework · Collections: copy and replace",
        documented: ["View update", "folders[1] = copy", "View update"]
    ) { log in
        let category = Category()
        let view = RenderLoop(log) { _ = category.folders[1].isExpanded }
        view.action("folders[1] = copy") {
            let copy = Folder(name: category.folders[1].name)
            copy.isExpanded = true
            category.folders[1] = copy
        }
    },
    ConformanceCase(
        "indirect modification: copy the array, change it, assign it back",
        source: "Observation framework · Collections: indirect modification",
        documented: ["View update", "foldersCopy[0].isExpanded.toggle(); folders = foldersCopy", "View update"]
    ) { log in
        let category = Category()
        let view = RenderLoop(log) { _ = category.folders.count }
        view.action("foldersCopy[0].isExpanded.toggle(); folders = foldersCopy") {
            let foldersCopy = category.folders
            foldersCopy[0].isExpanded.toggle()
            category.folders = foldersCopy
        }
    },
    ConformanceCase(
        "a change through a local reference to a shared observable is observed",
        source: "Observation framework · Local references",
        documented: ["View update", "local.name = Local Change", "View update", "shared.name = Direct Change",
                     "View update"]
    ) { log in
        let holder = ResourceHolder()
        let view = RenderLoop(log) { _ = holder.shared.name }
        view.action("local.name = Local Change") {
            let local = holder.shared
            local.name = "Local Change"
        }
        view.action("shared.name = Direct Change") { holder.shared.name = "Direct Change" }
    },
    ConformanceCase(
        "observe() again in onChange, deferred: the diff shows the old value, then the new",
        source: "Observation framework · withObservationTracking fires just once (recursive observe with diff)",
        documented: ["onChange sees name: Alice", "- name: Alice", "+ name: Bob", "onChange sees name: Bob",
                     "- age: 30", "+ age: 31"]
    ) { log in
        nonisolated(unsafe) let model = Described()
        let tasks = TaskBox()
        let stop = Flag()
        @Sendable func observe() {
            let oldDescription = model.description
            withObservationTracking {
                _ = model.description
            } onChange: {
                if stop.lower() { return }  // the case is over: the last observer lets go
                log("onChange sees \(model.description.split(separator: "\n")[0])")
                tasks.add(Task { @MainActor in
                    let old = oldDescription.split(separator: "\n")
                    let new = model.description.split(separator: "\n")
                    for (before, after) in zip(old, new) where before != after {
                        log("- \(before)")
                        log("+ \(after)")
                    }
                    observe()
                })
            }
        }
        observe()
        model.name = "Bob"
        await tasks.finish()
        model.age = 31
        await tasks.finish()
        // The re-armed onChange captures the model; one last change retires it (no cycle left).
        stop.raise()
        model.age = 32
    },
    ConformanceCase(
        "an @ObservationIgnored reference to an observable child still tracks the child's properties",
        source: "Observation framework · Example of @ObservationIgnored @Bindable",
        documented: ["View update", "Increase", "View update"]
    ) { log in
        let viewModel = TestViewModel()
        let view = RenderLoop(log) { _ = viewModel.counter.count }
        view.action("Increase") { viewModel.counter.count += 1 }
    },
    ConformanceCase(
        "swapAt in place and copy-then-replace each notify once",
        source: "Observation framework · Collection Operations in Nested @Observable Objects",
        documented: ["items.swapAt(0, 1)", "willSet items", "copy, swapAt, items = copy", "willSet items"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let question = SequenceQuestion()
        withObservationTracking { _ = question.items } willSet: { _ in log("willSet items") } didSet: { _ in }
        log("items.swapAt(0, 1)")
        question.items.swapAt(0, 1)
        log("copy, swapAt, items = copy")
        var itemsCopy = question.items
        itemsCopy.swapAt(0, 1)
        question.items = itemsCopy
        #endif
    },
    ConformanceCase(
        "categories[i] = categories[i] notifies; assigning an equal array does not",
        source: "Observation framework · \"categories[categoryIndex] = categories[categoryIndex] triggers an extra render\"",
        documented: ["View update", "categories[0] = categories[0]", "View update", "categories = categories"]
    ) { log in
        let library = EquatableLibrary()
        let view = RenderLoop(log) { _ = library.categories }
        view.action("categories[0] = categories[0]") { library.categories[0] = library.categories[0] }
        view.action("categories = categories") { library.categories = library.categories }
    },
] }
