#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// One row of ``LoaderInspectorView``: the key, the state case (a spinner while a fetch is
  /// in flight) and the core's summary line.
  struct InspectorRowView: View {
    let row: CacheEntrySnapshot

    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        HStack {
          Text(row.key).font(.headline)
          Spacer()
          if row.isLoading { ProgressView() }
          Text(row.stateCase).font(.caption)
        }
        Text(row.summary).font(.caption).foregroundStyle(.secondary)
      }
    }
  }
#endif
