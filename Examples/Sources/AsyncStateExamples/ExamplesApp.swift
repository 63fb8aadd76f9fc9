#if canImport(SwiftUI)
  import ExamplesUI
  import SwiftUI

  /// The sample app: one screen per design source, over a fake API.
  @main
  struct ExamplesApp: App {
    var body: some Scene {
      WindowGroup {
        ExamplesRootView()
      }
    }
  }
#else
  /// Where SwiftUI is missing (Linux), the app is a note: its logic is `ExamplesCore`, tested by
  /// `swift test --package-path Examples`.
  @main
  enum ExamplesApp {
    static func main() {
      print(
        "AsyncStateExamples is a SwiftUI app: open Examples/Package.swift in Xcode. "
          + "Here, run the tests of its screens' logic: swift test --package-path Examples")
    }
  }
#endif
