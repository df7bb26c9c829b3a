import Foundation
import ViewModelKit

/// Tells each step of the channel form's flow as it happens, from subscriptions made before the
/// views', like ``CallbackObserver``.
@MainActor
final class ChannelObserver {
  private var cancellables = Set<AnyCancellable>()

  init(content: ChannelForm.ContentViewModel, narration: Narration) {
    let rectangle = content.rectangleViewModel
    rectangle.events
      .sink { [unowned content] event in
        let animation = Describe.animation(Transaction.current.animation)
        narration.step(
          "parent",
          "ContentViewModel.didClick(): shouldExpand is \(content.shouldExpand), "
            + "so rectangleViewModel.\(event)View()"
        )
        narration.step(
          "child",
          "RectangleViewModel.\(event)View() calls events.send(.\(event), animation: .spring)"
        )
        narration.step(
          "channel",
          "events delivers .\(event) to RectangleView's onEvent, \(animation)"
        )
      }
      .store(in: &cancellables)
    rectangle.$width.dropFirst()
      .sink { [unowned rectangle] width in
        let animation = Describe.animation(Transaction.current.animation)
        narration.step("onEvent", "viewModel.apply(event) runs inside the event's transaction")
        narration.step(
          "state change",
          "RectangleViewModel.width \(Describe.width(rectangle.width)) -> "
            + "\(Describe.width(width)) (\(animation))"
        )
      }
      .store(in: &cancellables)
    content.$buttonTitle.dropFirst()
      .sink { [unowned content] title in
        narration.step(
          "state change",
          "ContentViewModel.buttonTitle \"\(content.buttonTitle)\" -> \"\(title)\" "
            + "(\(Describe.animation(Transaction.current.animation)))"
        )
      }
      .store(in: &cancellables)
  }
}
