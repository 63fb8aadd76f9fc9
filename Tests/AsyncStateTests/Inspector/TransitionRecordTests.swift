import AsyncState
import Testing

@Suite struct TransitionRecordTests {
  @Test(arguments: [
    (Duration.zero, "+0ms"), (.milliseconds(300), "+300ms"), (.milliseconds(1_500), "+1.5s"),
    (.seconds(75), "+75s"),
  ])
  func aRecordPrintsAsOneTimedLine(time: Duration, prefix: String) {
    let record = TransitionRecord(
      time: time, key: "ProfileQuery(id: 1)", from: "success(Ada)", to: "refreshing(Ada)",
      cause: .loadStarted)
    #expect(
      record.description
        == "\(prefix) ProfileQuery(id: 1): success(Ada) → refreshing(Ada) (loadStarted)")
  }
}
