import Foundation
import ViewModelKit

/// Seed 002's View Callback version, compiled with only `import SwiftUI`/`import Combine`
/// replaced; shared by the rendering and the recorded-flow tests.
enum Seed002 {
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
}
