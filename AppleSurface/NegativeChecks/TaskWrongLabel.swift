// expect: incorrect argument label in call (have 'priorty:_:', expected 'priority:_:')
// A misspelled argument label on `.task`: the surface declares the labels the docs give.
import SwiftUI

struct TaskWrongLabel: View {
  var body: some View {
    Text("x").task(priorty: .high) {}
  }
}
