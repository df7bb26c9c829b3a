import Signals
import Testing

@Suite("Publishers.Autoconnect", .endsSubscriptions)
struct AutoconnectTests {
  @Test func connectsWhenTheFirstSubscriberAttaches() {
    let upstream = ManualPublisher<Int, Never>()
    let autoconnected = upstream.makeConnectable().autoconnect()
    #expect(upstream.subscriptionCount == 0)
    let recorder = RecordingSubscriber<Int, Never>()
    autoconnected.subscribe(recorder)
    #expect(upstream.subscriptionCount == 1)
    upstream.send(7)
    recorder.expectEvents([.subscription, .value(7)])
  }

  @Test func disconnectsWhenTheLastSubscriberCancels() {
    let upstream = ManualPublisher<Int, Never>()
    let autoconnected = upstream.multicast { PassthroughSubject<Int, Never>() }.autoconnect()
    let recorder = RecordingSubscriber<Int, Never>()
    autoconnected.subscribe(recorder)
    recorder.cancel()
    #expect(upstream.subscription?.isCancelled == true)
  }
}
