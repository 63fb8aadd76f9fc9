#if canImport(SwiftUI)
  import AsyncState
  import ExamplesCore
  import SwiftUI

  /// Compose a post: the send button is disabled while the post is sent (a double tap sends
  /// one), and a failure shows once in an alert whose "Try Again" sends the same text. Every
  /// decision is `ComposeModel`'s, tested in ExamplesCore.
  struct ComposeScreen: View {
    let model: ComposeModel
    @State private var text = ""

    var body: some View {
      @Bindable var sender = model.sender
      VStack(alignment: .leading) {
        TextField("What’s new?", text: $text)
        Button("Send") {
          let sent = text
          Task {
            if await model.send(sent) != nil, text == sent { text = "" }
          }
        }
        .disabled(!model.canSend(text))
        if let status = model.status {
          Text(verbatim: status).font(.footnote).foregroundStyle(.secondary)
        }
      }
      .padding()
      .alert("Not published", isPresented: $sender.isShowingFailure) {
        Button("Try Again") { Task { await sender.retry() } }
      }
      .navigationTitle("Compose")
    }
  }
#endif
