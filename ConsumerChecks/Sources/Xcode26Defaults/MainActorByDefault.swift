// What an Xcode 26 app writes without thinking about isolation: with the main actor as the
// default, these types and functions are all main-actor isolated.
import AsyncState

struct Settings: Sendable {
  var theme: String
}

enum SettingsAPI {
  static func settings() async throws -> Settings { Settings(theme: "dark") }
}

final class SettingsModel {
  let byClosure = DataLoader { try await SettingsAPI.settings() }
  let byReference = DataLoader<Settings, any Error>(fetch: SettingsAPI.settings)

  func appeared() async {
    await byClosure.load()
    await byReference.refresh()
  }
}
