#if canImport(SwiftUI) && canImport(UIKit)
  import ExamplesCore
  import AsyncStateUIKit
  import SwiftUI
  import UIKit

  /// Design source 003: a plain UIKit view controller told each state by a delegate binder.
  /// The container around it shows the spinner and the failure with its "Try Again" button.
  final class AccountViewController: UIViewController, LoadingStateDelegate {
    private let model: AccountModel
    private let linesLabel = UILabel(frame: .zero)
    private var binder: StateObservation?

    init(model: AccountModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("AccountViewController is created in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      linesLabel.numberOfLines = 0
      linesLabel.font = UIFont.preferredFont(forTextStyle: .body)
      linesLabel.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(linesLabel)
      NSLayoutConstraint.activate([
        linesLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        linesLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        linesLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
      binder = model.loader.bind(to: self)
    }

    /// The content shows: fill it from the loaded account.
    func success() {
      linesLabel.text = model.lines.joined(separator: "\n")
    }
  }

  /// The UIKit screen inside the SwiftUI app.
  struct AccountScreen: UIViewControllerRepresentable {
    let model: AccountModel

    func makeUIViewController(
      context: Context
    ) -> LoadingContainerViewController<DataLoader<Account, any Error>> {
      let screen = LoadingContainerViewController(
        source: model.loader, content: AccountViewController(model: model))
      screen.title = "003 · Account"
      return screen
    }

    func updateUIViewController(
      _ controller: LoadingContainerViewController<DataLoader<Account, any Error>>,
      context: Context
    ) {}
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
