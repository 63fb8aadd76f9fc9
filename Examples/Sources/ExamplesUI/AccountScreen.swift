#if canImport(SwiftUI) && canImport(UIKit)
  import ExamplesCore
  import AsyncStateUIKit
  import SwiftUI
  import UIKit

  /// Design source 003: a plain UIKit view controller told each state by a delegate binder,
  /// with the "Try Again" button the article promises.
  final class AccountViewController: LoadingStateViewController<DataLoader<Account, any Error>> {
    private let model: AccountModel
    private let linesLabel = UILabel(frame: .zero)

    init(model: AccountModel) {
      self.model = model
      super.init(source: model.loader)
    }

    required init?(coder: NSCoder) {
      fatalError("AccountViewController is created in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "003 · Account"
      linesLabel.numberOfLines = 0
      linesLabel.font = UIFont.preferredFont(forTextStyle: .body)
      linesLabel.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(linesLabel)
      NSLayoutConstraint.activate([
        linesLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
        linesLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        linesLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      ])
    }

    /// The content shows: fill it from the loaded account.
    override func success() {
      super.success()
      linesLabel.text = model.lines.joined(separator: "\n")
    }
  }

  /// The UIKit screen inside the SwiftUI app.
  struct AccountScreen: UIViewControllerRepresentable {
    let model: AccountModel

    func makeUIViewController(context: Context) -> AccountViewController {
      AccountViewController(model: model)
    }

    func updateUIViewController(_ controller: AccountViewController, context: Context) {}
  }

  #Preview("003 · Account") {
    AccountScreen(model: AccountModel(api: FakeAPI()))
  }
#elseif canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// Design source 003 is a UIKit screen: where UIKit is missing (macOS), a note.
  struct AccountScreen: View {
    let model: AccountModel

    var body: some View {
      Text("The delegate-style screen is UIKit: run the sample on iOS or visionOS.")
    }
  }
#endif
