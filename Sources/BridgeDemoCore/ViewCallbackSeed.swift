import Foundation
import ViewModelKit

// Seed 002's final version, as the article writes it, with only `import SwiftUI` and
// `import Combine` replaced by `import ViewModelKit` (which re-exports Signals, as SwiftUI
// re-exports Combine).

class ContentViewModel: ObservableObject {
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

class RectangleViewModel: ObservableObject {
  @Published var width: CGFloat = .infinity

  // Add these two publishers
  let expandSubject = PassthroughSubject<Void, Never>()
  let collapseSubject = PassthroughSubject<Void, Never>()

  func expandView() {
    expandSubject.send()
  }

  func collapseView() {
    collapseSubject.send()
  }

  // Add these two methods bellow
  func expandEvent() {
    width = .infinity
  }

  func collapseEvent() {
    width = 200
  }
}

struct ContentView: View {
  @StateObject var viewModel = ContentViewModel()

  var body: some View {
    VStack {
      Button(
        viewModel.buttonTitle,
        action: viewModel.didClick
      )
      RectangleView(viewModel: viewModel.rectangleViewModel)
    }
  }
}

struct RectangleView: View {
  @StateObject var viewModel: RectangleViewModel

  var body: some View {
    Rectangle()
      .fill(Color.yellow)
      .frame(maxWidth: viewModel.width, maxHeight: 100)
      // Add these two listeners to the view model publishers
      .onReceive(viewModel.expandSubject) {
        withAnimation {
          viewModel.expandEvent()
        }
      }
      .onReceive(viewModel.collapseSubject) {
        withAnimation {
          viewModel.collapseEvent()
        }
      }
  }
}
