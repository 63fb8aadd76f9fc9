// swift-tools-version: 6.1

// A declaration-only stand-in for Apple's SwiftUI and UIKit, so Apple-only code in this
// repository type-checks on Linux (see README.md). Never a product of the root package: nothing
// here runs, and nothing here may be linked into anything that does.

import PackageDescription

/// Where Scripts/typecheck-apple.sh puts the macro stand-ins it builds from Macros/.
let macroLibrary = Context.packageDirectory + "/.build/macros/libSwiftUIMacros.so"

let package = Package(
  name: "AppleSurface",
  products: [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
  ],
  targets: [
    .target(name: "UIKit"),
    // `UIHostingController` is SwiftUI's, and it subclasses `UIViewController`.
    .target(name: "SwiftUI", dependencies: ["UIKit"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      // Apple's frameworks are resilient: a client must handle unknown cases of a non-frozen
      // enum (`@unknown default`), and Xcode warns where one is missing. Building the stand-in
      // with library evolution makes the same diagnostics appear here.
      .unsafeFlags(["-enable-library-evolution"]),
      // `Entry` and `Preview` name their implementations in this library (Macros/, built by
      // Scripts/typecheck-apple.sh before this package): without it, declaring them warns and
      // using them fails.
      .unsafeFlags(["-load-plugin-library", macroLibrary]),
    ]
}
