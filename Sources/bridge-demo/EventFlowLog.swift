import Foundation
import Signals

/// Prints what the content view model publishes and what the rectangle view model's subjects
/// send, so the demo shows each step of the View Callback flow in order.
final class EventFlowLog {
  private var cancellables = Set<AnyCancellable>()

  init(content: ContentViewModel, print: @escaping (String) -> Void) {
    let rectangle = content.rectangleViewModel
    rectangle.expandSubject
      .sink { print("  RectangleViewModel.expandSubject sent") }
      .store(in: &cancellables)
    rectangle.collapseSubject
      .sink { print("  RectangleViewModel.collapseSubject sent") }
      .store(in: &cancellables)
    content.objectWillChange
      .sink { print("    ContentViewModel.objectWillChange") }
      .store(in: &cancellables)
    content.$buttonTitle
      .sink { print("    ContentViewModel.$buttonTitle -> \"\($0)\"") }
      .store(in: &cancellables)
    content.$shouldExpand
      .sink { print("    ContentViewModel.$shouldExpand -> \($0)") }
      .store(in: &cancellables)
  }
}
