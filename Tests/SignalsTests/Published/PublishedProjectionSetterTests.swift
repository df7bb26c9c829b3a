import Signals
import Testing

@Suite("Published: setting $property", .endsSubscriptions)
struct PublishedProjectionSetterTests {
  final class Counter: ObservableObject {
    @Published var count: Int
    init(_ count: Int) { self.count = count }
  }

  @Test func settingToAnotherPropertysPublisherChangesNeitherValue() {
    let first = Counter(1)
    let second = Counter(2)
    first.$count = second.$count
    #expect(first.count == 1)
    #expect(second.count == 2)
    var received: [Int] = []
    let cancellable = first.$count.sink { received.append($0) }
    first.count = 3
    #expect(received == [1, 3])
    cancellable.cancel()
  }

  @Test func theProjectedPublishersSubscriptionIsNamedPublishedSubject() {
    let counter = Counter(0)
    let recorder = RecordingSubscriber<Int, Never>()
    counter.$count.subscribe(recorder)
    #expect("\(recorder.subscription!)" == "PublishedSubject")
    #expect(recorder.values == [0])
  }
}
