// What `import SwiftUI` brings with it on Apple platforms: Foundation's types (`Date`, `URL`,
// `LocalizedStringResource`) and Observation's `@Observable`, which apps use with nothing but
// `import SwiftUI`. No documentation page lists a framework's re-exports, so this is the one
// part of the surface not copied from a page: see README.md.
@_exported public import Foundation
@_exported public import Observation
