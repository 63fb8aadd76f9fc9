#if canImport(SwiftUI)
  import AsyncState
  import ExamplesCore
  import SwiftUI

  /// A post's like button: the count and a heart, liked at once and rolled back if the server
  /// refuses; disabled while the like runs and once liked (`LikesModel.canLike(_:)`).
  struct LikeButton: View {
    let model: LikesModel
    let postID: Int

    var body: some View {
      let likes = model.likes(of: postID)
      Button {
        Task { await model.like(postID) }
      } label: {
        let value = likes.state.value
        Text(verbatim: "\(value?.isLiked == true ? "♥" : "♡") \(value?.count ?? 0)")
      }
      .disabled(!model.canLike(postID))
      .task { await likes.load() }
    }
  }

  /// Posts with their like buttons.
  struct LikesScreen: View {
    let model: LikesModel

    var body: some View {
      VStack {
        ForEach(Array(1...10), id: \.self) { id in
          HStack {
            Text(verbatim: "Post #\(id)")
            Spacer()
            LikeButton(model: model, postID: id)
          }
        }
      }
      .padding()
      .navigationTitle("Likes")
    }
  }
#endif
