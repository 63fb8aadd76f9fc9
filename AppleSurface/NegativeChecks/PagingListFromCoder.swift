// expect: 'init(coder:)' is unavailable
// As `ContainerFromCoder.swift`, for the paging list.
import AsyncState
import AsyncStateUIKit
import UIKit

nonisolated struct Row: Identifiable, Equatable, Sendable {
  let id: Int
}

@MainActor func make(_ coder: NSCoder) -> UIViewController? {
  PagingListViewController<Row, Never>(coder: coder)
}
