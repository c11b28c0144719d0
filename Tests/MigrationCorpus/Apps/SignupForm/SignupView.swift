import SwiftUI

@MainActor func logScreen(_ name: String) {
    print("screen", name)
}

struct SignupView: View {
    @StateObject private var form = SignupModel()
    @ObservedObject var session: SessionStore
    @EnvironmentObject var preferences: Preferences
    @State private var showsStrength = false

    var body: some View {
        Form {
            TextField("Email", text: $form.email)
            SecureField("Password", text: $form.password)
            if showsStrength {
                StrengthMeter(level: form.strength)
            }
            Toggle("Newsletter", isOn: $preferences.newsletter)
            Button("Sign up") {
                Task { await session.signIn(form.email) }
            }
            .disabled(!form.isValid)
        }
        .onReceive(form.$isValid) { valid in
            showsStrength = valid
        }
        .onAppear(perform: appeared)
    }

    private func appeared() {
        logScreen("signup")
    }
}

struct StrengthMeter: View {
    let level: Int

    var body: some View {
        HStack {
            ForEach(0..<4) { index in
                Rectangle().fill(index < level ? Color.green : Color.gray).frame(height: 4)
            }
        }
    }
}
