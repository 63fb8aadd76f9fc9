// expect: switch covers known cases, but 'ScenePhase' may have additional unknown values
// `ScenePhase` is a non-frozen enum of a resilient framework, so a switch over it needs
// `@unknown default` (the surface is built with library evolution for exactly this).
import SwiftUI

func describe(_ phase: ScenePhase) -> String {
  switch phase {
  case .active: "active"
  case .inactive: "inactive"
  case .background: "background"
  }
}
