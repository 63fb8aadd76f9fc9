// swift-tools-version: 6.2

// The sample app: one screen per design source, over a fake API with adjustable latency and
// failure rate. See README.md for how to open and run it.
//
// - ExamplesCore: every screen's logic (the fake API, its settings, one model per screen).
//   Platform-neutral: it builds on Linux, where `swift test --package-path Examples` tests it.
// - ExamplesUI: the SwiftUI and UIKit screens, every file inside `#if canImport(SwiftUI)` or
//   `#if canImport(UIKit)`; a library, so an iOS app target can show `ExamplesRootView()`.
// - AsyncStateExamples: the `@main` SwiftUI app.

import PackageDescription

let package = Package(
  name: "AsyncStateExamples",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .executable(name: "AsyncStateExamples", targets: ["AsyncStateExamples"]),
    .library(name: "ExamplesUI", targets: ["ExamplesUI"]),
  ],
  dependencies: [
    .package(name: "AsyncState", path: "..")
  ],
  targets: [
    .target(
      name: "ExamplesCore",
      dependencies: [.product(name: "AsyncState", package: "AsyncState")]
    ),
    .target(
      name: "ExamplesUI",
      dependencies: [
        "ExamplesCore",
        .product(name: "AsyncState", package: "AsyncState"),
        .product(name: "AsyncStateUI", package: "AsyncState"),
        .product(name: "AsyncStateUIKit", package: "AsyncState"),
      ]
    ),
    .executableTarget(name: "AsyncStateExamples", dependencies: ["ExamplesUI"]),
    .testTarget(
      name: "ExamplesCoreTests",
      dependencies: [
        "ExamplesCore",
        .product(name: "AsyncStateTesting", package: "AsyncState"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// What Xcode 26 gives a new app target: main-actor default isolation and "Approachable
// Concurrency" (the two upcoming features Swift 6 does not already imply). The sample is
// written as an app is, so its model types a fetch builds are `nonisolated`.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .defaultIsolation(MainActor.self),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]
}
