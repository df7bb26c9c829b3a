import Foundation
import Signals

/// Stands in for seed 002's `RectangleView` until the headless view layer exists: it subscribes to
/// the view model's subjects as `onReceive` does and applies each event to the view model, and it
/// prints every step of the event flow as it happens.
final class RectangleViewStandIn {
  private let viewModel: RectangleViewModel
  private var cancellables = Set<AnyCancellable>()
  private let print: (String) -> Void

  init(viewModel: RectangleViewModel, print: @escaping (String) -> Void) {
    self.viewModel = viewModel
    self.print = print
    viewModel.expandSubject
      .sink { [weak self] in self?.receive("expandSubject") { $0.expandEvent() } }
      .store(in: &cancellables)
    viewModel.collapseSubject
      .sink { [weak self] in self?.receive("collapseSubject") { $0.collapseEvent() } }
      .store(in: &cancellables)
    viewModel.objectWillChange
      .sink { [weak self] in self?.print("    RectangleViewModel.objectWillChange") }
      .store(in: &cancellables)
    viewModel.$width
      .sink { [weak self] width in
        self?.print("    RectangleViewModel.$width -> \(describe(width))")
      }
      .store(in: &cancellables)
  }

  private func receive(_ subject: String, apply: (RectangleViewModel) -> Void) {
    print("  RectangleView.onReceive(\(subject)): applying the change (animated in a later step)")
    apply(viewModel)
  }
}

func describe(_ width: CGFloat) -> String {
  width.isInfinite ? "infinity" : String(format: "%.0f", Double(width))
}
