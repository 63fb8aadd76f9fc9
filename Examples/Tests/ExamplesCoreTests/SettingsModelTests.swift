import ExamplesCore
import Testing

/// The settings screen: its controls change the API from the next request on.
@MainActor
@Suite struct SettingsModelTests {
  @Test func startsFromTheAPIsSettings() {
    let model = SettingsModel(api: FakeAPI())
    #expect(model.latencyMilliseconds == 600)
    #expect(model.failurePercent == 20)
    #expect(model.seed == 7)
    #expect(model.summary == "600 ms · 20% failures · seed 7")
  }

  @Test func eachControlAppliesToTheAPI() async throws {
    let api = FakeAPI()
    let model = SettingsModel(api: api)
    model.latencyMilliseconds = 0
    model.failurePercent = 100
    model.seed = 3
    #expect(api.settings == APISettings(latency: .zero, failureRate: 1, seed: 3))
    await #expect(throws: APIError.self) { try await api.users() }
    model.failurePercent = 0
    #expect(try await api.users().isEmpty == false)
  }

  @Test func valuesStayInTheirRanges() {
    let model = SettingsModel(api: FakeAPI())
    model.latencyMilliseconds = 5000
    model.failurePercent = -10
    model.seed = 1000
    #expect(model.latencyMilliseconds == 3000)
    #expect(model.failurePercent == 0)
    #expect(model.seed == 999)
    #expect(model.api.settings == APISettings(latency: .seconds(3), failureRate: 0, seed: 999))
  }

  @Test func theAppSharesOneAPI() {
    let app = ExamplesModel(settings: APISettings(latency: .zero))
    app.settings.failurePercent = 50
    #expect(app.api.settings.failureRate == 0.5)
  }
}
