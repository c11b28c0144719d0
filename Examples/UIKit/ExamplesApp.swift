// A UIKit app for iOS 13 / tvOS 13 and later whose screens update from ObservationBackport's
// `@Observable` models with ViewHost's `ObservationView` and `ObservationViewController`: no
// observation code beyond the update methods. Sources only: put them in an iOS or tvOS app target
// that depends on the ObservationBackport and ViewHost products. SwiftPM does not build this
// folder; `apple-sdk-check` type-checks it against the real SDKs.
import UIKit

@main
final class UIKitExamplesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// Without a scene manifest in the Info.plist, UIKit uses no scenes: the window is made here.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
            window = ExamplesTabBarController.show(in: UIWindow(frame: UIScreen.main.bounds))
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = UIKitExamplesSceneDelegate.self
        return configuration
    }
}

final class UIKitExamplesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = ExamplesTabBarController.show(in: UIWindow(windowScene: windowScene))
    }
}

/// The examples, one tab each.
final class ExamplesTabBarController: UITabBarController {
    /// Shows the examples in `window`, and returns it.
    static func show(in window: UIWindow) -> UIWindow {
        window.rootViewController = ExamplesTabBarController()
        window.makeKeyAndVisible()
        return window
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            UINavigationController(rootViewController: TodoListViewController(list: TodoList.sample)),
            UINavigationController(rootViewController: ProfileFormViewController(profile: Profile())),
            UINavigationController(rootViewController: StopwatchViewController(stopwatch: Stopwatch())),
            UINavigationController(rootViewController: ContinuousPantryViewController(pantry: ContinuousPantry())),
        ]
    }
}

extension UIColor {
    /// The background of a pushed screen (tvOS has no `systemBackground`: its screens show the
    /// window's).
    static var screenBackground: UIColor {
        #if os(iOS)
        return .systemBackground
        #else
        return .clear
        #endif
    }
}

extension UIView {
    /// Adds `views` as a vertical stack between the layout margins, at the top of the safe area
    /// or centered vertically.
    func addColumn(of views: [UIView], centered: Bool = false) {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            centered
                ? stack.centerYAnchor.constraint(equalTo: centerYAnchor)
                : stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }
}
