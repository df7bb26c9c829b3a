import Signals
import Testing

@Suite("Relays", .endsSubscriptions)
struct RelayTests {
  @Test func passthroughRelayDeliversToCurrentSubscribersOnly() {
    let relay = PassthroughRelay<Int>()
    relay.accept(0)
    let recorder = RecordingSubscriber<Int, Never>()
    relay.subscribe(recorder)
    relay.accept(1)
    relay.send(2)
    recorder.expectEvents([.subscription, .value(1), .value(2)])
  }

  @Test func passthroughRelayRespectsDemand() {
    let relay = PassthroughRelay<Int>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    relay.subscribe(recorder)
    relay.accept(1)
    relay.accept(2)
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func voidRelayAcceptsWithoutArgument() {
    let relay = PassthroughRelay<Void>()
    var count = 0
    let cancellable = relay.sink { count += 1 }
    relay.accept()
    relay.accept()
    #expect(count == 2)
    cancellable.cancel()
  }

  @Test func currentValueRelayGivesTheCurrentValueThenUpdates() {
    let relay = CurrentValueRelay("a")
    let recorder = RecordingSubscriber<String, Never>()
    relay.subscribe(recorder)
    relay.accept("b")
    relay.send("c")
    #expect(relay.value == "c")
    recorder.expectEvents([.subscription, .value("a"), .value("b"), .value("c")])
    let late = RecordingSubscriber<String, Never>()
    relay.subscribe(late)
    late.expectEvents([.subscription, .value("c")])
  }

  @Test func currentValueRelayKeepsOnlyTheLatestForASubscriberWithoutDemand() {
    let relay = CurrentValueRelay(0)
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    relay.subscribe(recorder)
    relay.accept(1)
    relay.accept(2)
    recorder.request(.max(5))
    recorder.expectEvents([.subscription, .value(2)])
  }

  @Test func relaysAreReleasedWithTheirSubscriptionsCancelled() {
    weak var weakRelay: CurrentValueRelay<Int>?
    do {
      let relay = CurrentValueRelay(0)
      weakRelay = relay
      let cancellable = relay.sink { _ in }
      cancellable.cancel()
    }
    #expect(weakRelay == nil)
  }

  @Test func releasingARelayFinishesItsSubscribers() {
    final class Draft {}
    var relay: CurrentValueRelay<Draft>? = CurrentValueRelay(Draft())
    let recorder = RecordingSubscriber<Draft, Never>(initialDemand: .none)
    relay?.subscribe(recorder)
    relay = nil
    #expect(recorder.events.count == 2)
    #expect(recorder.completion == .finished)

    var taps: PassthroughRelay<Int>? = PassthroughRelay()
    var events: [String] = []
    let cancellable = taps?
      .sink(
        receiveCompletion: { _ in events.append("finished") },
        receiveValue: { events.append("\($0)") }
      )
    taps?.accept(1)
    taps = nil
    #expect(events == ["1", "finished"])
    withExtendedLifetime(cancellable) {}
  }
}
