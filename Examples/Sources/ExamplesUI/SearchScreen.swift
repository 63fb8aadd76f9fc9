#if canImport(SwiftUI)
  import AsyncStateUI
  import ExamplesCore
  import SwiftUI

  /// Search over the posts, as the user types: `PagingList` over the model's `InputLoader`.
  ///
  /// The field is bound to the loader's input through `@Bindable`; the return key skips the
  /// debounce. While a newer query waits or loads, the previous query's results stay, dimmed
  /// under a small progress indicator; a query shorter than two characters fetches nothing.
  /// Every decision is `SearchModel`'s, tested in ExamplesCore.
  struct SearchScreen: View {
    let model: SearchModel

    var body: some View {
      @Bindable var search = model.search
      VStack(alignment: .leading) {
        Text(verbatim: model.status)
          .font(.footnote).foregroundStyle(.secondary)
          .padding(.horizontal)
        PagingList(loader: search) { post in
          PostRow(post: post)
        }
      }
      .searchable(text: $search.input, prompt: "Search posts")
      .onSubmit(of: .search) { search.submit() }
      .navigationTitle("Search")
    }
  }
#endif
