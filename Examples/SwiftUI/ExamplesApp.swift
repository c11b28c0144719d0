// The seeds' examples on a real screen, for iOS 13 / tvOS 13 and later, with
// ObservationBackport's `@Observable` and ViewHost's SwiftUI adapter. Sources only: put them in an
// iOS or tvOS app target that depends on the ObservationBackport and ViewHost products. SwiftPM
// does not build this folder; `apple-sdk-check` type-checks it against the real SDKs.
import SwiftUI
import UIKit

/// A UIKit entry point, because `App` needs iOS 14.
@main
final class ExamplesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: ExamplesList())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The examples, one screen each.
struct ExamplesList: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: ChatExample()) { Text("Chat: a view reads one property") }
                NavigationLink(destination: PersonExample()) { Text("Person form: $model.name bindings") }
                NavigationLink(destination: CounterExample()) { Text("Counter with a timer") }
                NavigationLink(destination: LibraryExample()) { Text("A list whose rows update alone") }
            }
            .navigationBarTitle("ObservationBackport")
        }
    }
}
