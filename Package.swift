// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "AsyncState",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "AsyncState", targets: ["AsyncState"]),
    .library(name: "AsyncStateTesting", targets: ["AsyncStateTesting"]),
    .library(name: "AsyncStateUI", targets: ["AsyncStateUI"]),
    .library(name: "AsyncStateUIKit", targets: ["AsyncStateUIKit"]),
    .executable(name: "asyncstate-demo", targets: ["asyncstate-demo"]),
    .executable(name: "asyncstate-bench", targets: ["asyncstate-bench"]),
  ],
  targets: [
    // The core: state model, loaders, presentation. Every platform, Linux included.
    .target(name: "AsyncState"),
    // Deterministic time and fetches for our tests and users' tests.
    .target(name: "AsyncStateTesting", dependencies: ["AsyncState"]),
    // Apple-only adapters: every file is wrapped in `#if canImport(...)`, so these build as
    // empty modules on Linux.
    .target(name: "AsyncStateUI", dependencies: ["AsyncState"]),
    .target(name: "AsyncStateUIKit", dependencies: ["AsyncState"]),
    // The terminal demo: logic in a library so tests can drive it, a thin executable on top.
    .target(name: "AsyncStateDemo", dependencies: ["AsyncState"]),
    .executableTarget(name: "asyncstate-demo", dependencies: ["AsyncStateDemo"]),
    .executableTarget(name: "asyncstate-bench", dependencies: ["AsyncState", "AsyncStateTesting"]),

    .testTarget(name: "AsyncStateTests", dependencies: ["AsyncState", "AsyncStateTesting"]),
    .testTarget(name: "AsyncStateTestingTests", dependencies: ["AsyncStateTesting"]),
    .testTarget(
      name: "AsyncStateDemoTests",
      dependencies: ["AsyncStateDemo", "AsyncStateTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The same upcoming features for every target (as apple/swift-async-algorithms and
// pointfreeco/swift-concurrency-extras do), so no module drifts from the others.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
