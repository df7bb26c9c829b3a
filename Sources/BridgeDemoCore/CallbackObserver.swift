import Foundation
import ViewModelKit

/// Tells each step of seed 002's flow as it happens, from subscriptions to the view models' own
/// publishers (the seed's code is not changed to print anything).
///
/// It subscribes before the views do, so a subject delivers to it first: its line about the send
/// comes before what `onReceive` does with it. A write reports the transaction current at the
/// write, which is how the narration sees `withAnimation`.
@MainActor
final class CallbackObserver {
  private var cancellables = Set<AnyCancellable>()

  init(content: ContentViewModel, narration: Narration) {
    let rectangle = content.rectangleViewModel
    rectangle.collapseSubject
      .sink { [unowned content] in
        Self.forwarded("collapse", shouldExpand: content.shouldExpand, narration: narration)
      }
      .store(in: &cancellables)
    rectangle.expandSubject
      .sink { [unowned content] in
        Self.forwarded("expand", shouldExpand: content.shouldExpand, narration: narration)
      }
      .store(in: &cancellables)
    rectangle.$width.dropFirst()
      .sink { [unowned rectangle] width in
        let event = width.isInfinite ? "expandEvent" : "collapseEvent"
        let animation = Describe.animation(Transaction.current.animation)
        narration.step("onReceive", "RectangleView's onReceive closure runs on the main thread")
        narration.step("withAnimation", "withAnimation { viewModel.\(event)() }: \(animation)")
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
    content.$shouldExpand.dropFirst()
      .sink { [unowned content] value in
        narration.step(
          "state change",
          "ContentViewModel.shouldExpand \(content.shouldExpand) -> \(value) "
            + "(\(Describe.animation(Transaction.current.animation)))"
        )
      }
      .store(in: &cancellables)
  }

  private static func forwarded(_ event: String, shouldExpand: Bool, narration: Narration) {
    narration.step(
      "parent",
      "ContentViewModel.didClick(): shouldExpand is \(shouldExpand), "
        + "so rectangleViewModel.\(event)View()"
    )
    narration.step("child", "RectangleViewModel.\(event)View() calls \(event)Subject.send()")
    narration.step("subject", "\(event)Subject delivers () to RectangleView's onReceive")
  }
}
