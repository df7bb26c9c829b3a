import Foundation
import Signals
import ViewModelKit

// The View Callback flow (R4): a tap changes a view model, which sends on a subject that a view
// receives with `onReceive`, which changes another view model inside `withAnimation`.

/// The screen's view model: its button flips between collapsing and expanding the rectangle.
final class CallbackViewModel: ObservableObject {
  @Published var shouldExpand = false
  @Published var buttonTitle = "Collapse"

  let rectangle = RectangleViewModel()

  func didClick() {
    if shouldExpand { rectangle.expandSubject.send() } else { rectangle.collapseSubject.send() }
    buttonTitle = shouldExpand ? "Collapse" : "Expand"
    shouldExpand.toggle()
  }
}

/// The rectangle's view model: the subjects the screen sends on, and the width they set.
final class RectangleViewModel: ObservableObject {
  @Published var width: CGFloat = .infinity

  let expandSubject = PassthroughSubject<Void, Never>()
  let collapseSubject = PassthroughSubject<Void, Never>()
}

/// The screen: a button above the rectangle.
struct CallbackScreen: View {
  @StateObject var viewModel = CallbackViewModel()

  var body: some View {
    VStack {
      Button(viewModel.buttonTitle, action: viewModel.didClick)
      CallbackRectangle(viewModel: viewModel.rectangle)
    }
  }
}

/// The rectangle, whose width animates when a subject sends.
struct CallbackRectangle: View {
  @StateObject var viewModel: RectangleViewModel

  var body: some View {
    Rectangle()
      .frame(maxWidth: viewModel.width, maxHeight: 100)
      .onReceive(viewModel.expandSubject) {
        withAnimation { viewModel.width = .infinity }
      }
      .onReceive(viewModel.collapseSubject) {
        withAnimation { viewModel.width = 200 }
      }
  }
}
