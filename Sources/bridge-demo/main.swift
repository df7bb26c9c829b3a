import Foundation
import Signals

// bridge-demo: runs seed 002's View Callback pattern on Signals and prints the event flow.

func emit(_ line: String) { print(line) }

emit("View Callback pattern (seed 002) on Signals")
emit("ContentViewModel -> RectangleViewModel subject -> view's onReceive -> state change")
emit("\nsubscribing (each $property publisher starts with the current value):")

let content = ContentViewModel()
let eventLog = EventFlowLog(content: content, print: emit)
let rectangleView = RectangleViewStandIn(viewModel: content.rectangleViewModel, print: emit)

for click in 1...4 {
  let width = describe(content.rectangleViewModel.width)
  emit("\nclick \(click): button \"\(content.buttonTitle)\", width \(width)")
  content.didClick()
  emit(
    "  after: button \"\(content.buttonTitle)\", shouldExpand \(content.shouldExpand), "
      + "width \(describe(content.rectangleViewModel.width))"
  )
}
withExtendedLifetime((eventLog, rectangleView)) {}
