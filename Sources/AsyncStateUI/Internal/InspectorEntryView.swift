#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// The detail of one entry in ``LoaderInspectorView``: the actions that apply now, and the
  /// entry's recorded transitions, oldest first.
  struct InspectorEntryView: View {
    let inspector: LoaderInspector
    let row: CacheEntrySnapshot

    var body: some View {
      List {
        Section {
          ForEach(inspector.actions(for: row), id: \.self) { action in
            Button(action.title) {
              Task { await inspector.perform(action, on: row) }
            }
          }
        }
        Section {
          ForEach(Array(inspector.history(of: row.key).enumerated()), id: \.offset) { item in
            Text(LoaderInspector.line(for: item.element)).font(.caption)
          }
        }
      }
      .navigationTitle(row.key)
    }
  }
#endif
