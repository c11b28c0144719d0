import ObservationBackport
import SwiftUI
import ViewHost

// For an app whose entry point is SwiftUI's `App` (iOS 14 and later): the model goes in the
// scene's environment, `WindowGroup { … }.environment(library)`, and every view of the window
// reads it with `@Environment(Library.self)`. This app's entry point is `ExamplesApp.swift`'s
// UIKit delegate (iOS 13), so this scene is declared, not launched.

@available(iOS 14, tvOS 14, *)
struct LibraryScene: Scene {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup { FolderList() }  // reads @Environment(Library.self)
            .environment(library)
    }
}
