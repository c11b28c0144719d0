import SwiftUI

@main
struct SignupApp: App {
    @StateObject private var session = SessionStore()
    @StateObject private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            if let user = session.user {
                Text("Hello \(user)")
            } else {
                SignupView(session: session)
                    .environmentObject(preferences)
            }
        }
    }
}
