import Signals
import Testing

@Suite("Publishers.RemoveDuplicates", .endsSubscriptions)
struct RemoveDuplicatesTests {
  @Test func dropsConsecutiveDuplicates() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 1, 2, 2, 2, 1, 3, 3].publisher.removeDuplicates().subscribe(recorder)
    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(1), .value(3), .completion(.finished),
    ])
  }

  @Test func comparesWithThePreviousValueDeliveredOrNot() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2, 3, 10].publisher.removeDuplicates { abs($0 - $1) < 2 }.subscribe(recorder)
    #expect(recorder.values == [1, 10])
  }

  @Test func tryRemoveDuplicatesFailsOnThrow() {
    let recorder = RecordingSubscriber<Int, any Error>()
    [1, 1, 2].publisher
      .tryRemoveDuplicates { first, second in
        if second == 2 { throw TestError.oops }
        return first == second
      }
      .subscribe(recorder)
    #expect(recorder.values == [1])
    #expect(recorder.events.count == 3)
  }
}
