import Signals
import Testing

@Suite("Publishers.WithLatestFrom", .endsSubscriptions)
struct WithLatestFromTests {
  @Test func combinesEachValueWithTheOthersLatest() {
    let taps = PassthroughSubject<Int, Never>()
    let text = PassthroughSubject<String, Never>()
    var received: [String] = []
    let cancellable = taps.withLatestFrom(text) { "\($0)\($1)" }.sink { received.append($0) }
    taps.send(1)
    text.send("a")
    text.send("b")
    taps.send(2)
    taps.send(3)
    text.send("c")
    taps.send(4)
    #expect(received == ["2b", "3b", "4c"])
    cancellable.cancel()
  }

  @Test func plainFormDeliversTheOthersLatestValue() {
    let taps = PassthroughSubject<Void, Never>()
    let text = CurrentValueSubject<String, Never>("draft")
    let recorder = RecordingSubscriber<String, Never>()
    taps.withLatestFrom(text).subscribe(recorder)
    taps.send()
    text.send("final")
    taps.send()
    taps.send(completion: .finished)
    recorder.expectEvents([
      .subscription, .value("draft"), .value("final"), .completion(.finished),
    ])
  }

  @Test func subscribesToTheUpstreamOnceTheOtherHasSentWithTheDemandSoFar() {
    let values = ManualPublisher<Int, Never>()
    let other = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    values.withLatestFrom(other) { $0 + $1 }.subscribe(recorder)
    #expect(values.subscriptionCount == 0)
    other.send(10)
    #expect(values.subscriptionCount == 1)
    #expect(values.subscription?.events == [.requested(.max(1))])
    #expect(values.send(2) == .none)
    #expect(recorder.values == [12])
  }

  @Test func aColdUpstreamStartsWhenTheOtherFirstSends() {
    let other = PassthroughSubject<String, Never>()
    var results: [String] = []
    var finished = false
    let cancellable = Just("1")
      .withLatestFrom(other) { "\($0)\($1)" }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { results.append($0) })
    #expect(results == [])
    #expect(!finished)
    other.send("foo")
    #expect(results == ["1foo"])
    #expect(finished)
    withExtendedLifetime(cancellable) {}
  }

  @Test func otherFinishingKeepsItsLastValueAndOtherFailingFails() {
    let values = PassthroughSubject<Int, TestError>()
    let other = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    values.withLatestFrom(other).subscribe(recorder)
    other.send(5)
    other.send(completion: .finished)
    values.send(1)
    recorder.expectEvents([.subscription, .value(5)])

    let failing = PassthroughSubject<Int, TestError>()
    let second = RecordingSubscriber<Int, TestError>()
    values.withLatestFrom(failing).subscribe(second)
    failing.send(completion: .failure(.other))
    second.expectEvents([.subscription, .completion(.failure(.other))])
  }

  @Test func cancelReleasesBothUpstreams() {
    weak var weakValues: PassthroughSubject<Int, Never>?
    weak var weakOther: PassthroughSubject<Int, Never>?
    do {
      let values = PassthroughSubject<Int, Never>()
      let other = PassthroughSubject<Int, Never>()
      weakValues = values
      weakOther = other
      let cancellable = values.withLatestFrom(other).sink { _ in }
      other.send(1)
      values.send(2)
      cancellable.cancel()
    }
    #expect(weakValues == nil)
    #expect(weakOther == nil)
  }

  @Test func theSubscriptionKeepsBothPublishersUntilItEnds() {
    var events: [String] = []
    weak var weakTaps: PassthroughRelay<Int>?
    var cancellable: AnyCancellable?
    do {
      let taps = PassthroughRelay<Int>()
      let text = CurrentValueRelay("draft")
      weakTaps = taps
      cancellable = taps.withLatestFrom(text)
        .handleEvents(receiveCancel: { events.append("cancel") })
        .sink(
          receiveCompletion: { _ in events.append("finished") },
          receiveValue: { events.append($0) }
        )
      taps.accept(1)
    }
    #expect(weakTaps != nil)
    weakTaps?.accept(2)
    cancellable?.cancel()
    cancellable = nil
    #expect(weakTaps == nil)
    #expect(events == ["draft", "draft", "cancel"])
  }
}
