// Stand-in implementations of SwiftUI's `Entry()` and `Preview(_:body:)` macros, so code that
// uses them type-checks against AppleSurface. A macro declared with `#externalMacro` and no
// implementation fails at every use ("external macro implementation type ... could not be
// found"), so these exist; they are not SwiftUI's code, only enough of its documented effect for
// the type checker:
//
// - `@Entry var name: T = value` inside `extension EnvironmentValues` becomes a computed property
//   over a private `EnvironmentKey` whose `defaultValue` is `value`, as
//   https://developer.apple.com/documentation/swiftui/entry() describes.
// - `#Preview { ... }` expands to nothing: the compiler type-checks a macro's arguments before
//   expanding it, so the body is checked against `@MainActor () -> any View` all the same.
//
// Built by Scripts/typecheck-apple.sh with `swiftc -emit-library` against the SwiftSyntax
// modules that ship inside the Swift toolchain (`usr/lib/swift/host`), and loaded with
// `-load-plugin-library`. Not part of the SwiftPM package: SwiftPM's macro targets need the
// swift-syntax package, which this repository does not depend on.

import SwiftSyntax
import SwiftSyntaxMacros

public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = identifier(of: declaration) else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let name = identifier(of: declaration)
    else { return [] }
    let value = binding.initializer?.value.trimmedDescription ?? "nil"
    if let type = binding.typeAnnotation?.type.trimmedDescription {
      return [
        """
        private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
          static var defaultValue: \(raw: type) { \(raw: value) }
        }
        """
      ]
    }
    return [
      """
      private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
        static let defaultValue = \(raw: value)
      }
      """
    ]
  }

  private static func identifier(of declaration: some DeclSyntaxProtocol) -> String? {
    declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern
      .as(IdentifierPatternSyntax.self)?.identifier.text
  }
}

public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
