// An iOS 13 app whose iOS 17 screen uses SwiftUI's native Observation API (`@Bindable`,
// `.environment(_:)`, `@Environment(Model.self)`) with ObservationBackport models, through
// `AppleObservationBridge`. Not built by SwiftPM: type-check it against the Apple SDKs with
//   APPLE_SDK_CHECK_CLIENT=Tests/AppleSDK/BridgeClient.swift /work/shared/tools/apple-sdk-check/check
import SwiftUI
import ObservationBackport
import ViewHost

@Observable final class Settings {
    var name = "Ada"
    var volume = 3
}

/// The app's root view (an iOS 13 app has no `App`; a scene delegate hosts this).
struct RootView: View {
    let settings = Settings()

    init() {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            AppleObservationBridge.enable()
        }
    }

    @ViewBuilder var body: some View {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            NativeSettingsView().environment(settings)
        } else {
            HostedSettingsView(settings: settings)
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct NativeSettingsView: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        VStack {
            TextField("Name", text: $settings.name)
            Text("Volume \(settings.volume)")
            NameEditor(settings: settings)
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct NameEditor: View {
    @Bindable var settings: Settings

    var body: some View {
        TextField("Name", text: $settings.name)
    }
}

struct HostedSettingsView: View {
    @ObservationBindable var settings: Settings

    var body: some View {
        ObservationHost {
            VStack {
                TextField("Name", text: $settings.name)
                Text("Volume \(settings.volume)")
            }
        }
    }
}

/// Spelled qualified: in an iOS 17+ context a file importing SwiftUI (which re-exports
/// Observation) finds both macros.
@available(iOS 18, tvOS 18, *)
@ObservationBackport.Observable final class NewerModel {
    var value = 0
}

@available(iOS 18, tvOS 18, *)
struct NewerView: View {
    @Bindable var model: NewerModel

    var body: some View {
        Button("\(model.value)") { model.value += 1 }
    }
}
