#if os(Linux)
import Combine
import Testing

// A model file that imports only Foundation uses `@Observable` on a device; with the recipe's
// flag, such a file sees the package's Combine, which brings Observation.
@Observable
private final class Timer25 {
  var secondsLeft = 1500
}

@Test func observableResolvesThroughCombine() {
  let timer = Timer25()
  timer.secondsLeft -= 1
  #expect(timer.secondsLeft == 1499)
  #expect((timer as Any) is any Observable)
}
#endif
