import Foundation
import Signals

// Seed 002's view models, as the article writes them, with only `import Combine` replaced by
// `import Signals`.

final class ContentViewModel: ObservableObject {
  @Published var shouldExpand: Bool = false
  @Published var buttonTitle: String = "Collapse"

  let rectangleViewModel = RectangleViewModel()

  func didClick() {
    if shouldExpand {
      rectangleViewModel.expandView()
    } else {
      rectangleViewModel.collapseView()
    }
    buttonTitle = shouldExpand ? "Collapse" : "Expand"
    shouldExpand.toggle()
  }
}

final class RectangleViewModel: ObservableObject {
  @Published var width: CGFloat = .infinity

  let expandSubject = PassthroughSubject<Void, Never>()
  let collapseSubject = PassthroughSubject<Void, Never>()

  func expandView() {
    expandSubject.send()
  }

  func collapseView() {
    collapseSubject.send()
  }

  func expandEvent() {
    width = .infinity
  }

  func collapseEvent() {
    width = 200
  }
}
