import Foundation
import ViewModelKit

/// Seed 002 rewritten with one ``ViewModelKit/EventChannel``: the child view model sends an event
/// enum with the animation it wants, and the view applies it with `onEvent`, no `withAnimation`.
enum ChannelForm {
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
    enum Event { case expand, collapse }

    @Published var width: CGFloat = .infinity
    let events = EventChannel<Event>(name: "RectangleViewModel.events")

    func expandView() { events.send(.expand, animation: .spring) }
    func collapseView() { events.send(.collapse, animation: .spring) }

    func apply(_ event: Event) {
      width = event == .expand ? .infinity : 200
    }
  }

  struct RectangleView: View {
    @ObservedObject var viewModel: RectangleViewModel

    var body: some View {
      Rectangle()
        .fill(Color.yellow)
        .frame(maxWidth: viewModel.width, maxHeight: 100)
        .onEvent(viewModel.events) { viewModel.apply($0) }
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
}
