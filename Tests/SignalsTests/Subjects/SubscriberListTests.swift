import Signals
import Testing

@Suite("SubscriberList", .endsSubscriptions)
struct SubscriberListTests {
  /// Records which subscribers received each value, in the order they were called.
  private final class CallLog {
    var calls: [Int] = []
  }

  @Test(arguments: [1, 2, 3, 40])
  func subscriptionOrderSurvivesRemovals(stride: Int) {
    let subject = PassthroughSubject<Int, Never>()
    let log = CallLog()
    var cancellables = (0..<100).map { index in subject.sink { _ in log.calls.append(index) } }
    for index in Swift.stride(from: 0, to: 100, by: stride).reversed() {
      cancellables[index].cancel()
    }
    subject.send(0)
    let kept = (0..<100).filter { !$0.isMultiple(of: stride) }
    #expect(log.calls == kept)
    cancellables.append(subject.sink { _ in log.calls.append(100) })
    log.calls = []
    subject.send(1)
    #expect(log.calls == kept + [100])
  }

  @Test func cancellingInSubscriptionOrderLeavesTheRest() {
    let subject = PassthroughSubject<Int, Never>()
    let log = CallLog()
    let cancellables = (0..<50).map { index in subject.sink { _ in log.calls.append(index) } }
    for cancellable in cancellables.prefix(45) { cancellable.cancel() }
    subject.send(0)
    #expect(log.calls == Array(45..<50))
  }
}
