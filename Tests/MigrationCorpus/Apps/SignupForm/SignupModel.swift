import Combine
import Foundation

final class SignupModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var isValid = false
    @Published private(set) var strength = 0

    init() {
        $email.combineLatest($password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .assign(to: &$isValid)
        $password.map { $0.count / 4 }.assign(to: &$strength)
    }
}

final class SessionStore: ObservableObject {
    @Published private(set) var user: String?

    @MainActor func signIn(_ email: String) async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        user = email
    }
}

final class Preferences: ObservableObject {
    private let defaults = UserDefaults.standard

    var newsletter: Bool {
        get { defaults.bool(forKey: "newsletter") }
        set {
            objectWillChange.send()
            defaults.set(newValue, forKey: "newsletter")
        }
    }
}
