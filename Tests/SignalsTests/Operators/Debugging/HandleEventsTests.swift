import Signals
import Testing

@Suite("Publishers.HandleEvents", .endsSubscriptions)
struct HandleEventsTests {
  @Test func runsEachHookBeforeForwarding() {
    let log = Locked<[String]>([])
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(
      initialDemand: .max(1),
      demandPerValue: .max(1),
      onValue: { value in log.withLock { $0.append("downstream \(value)") } }
    )
    upstream
      .handleEvents(
        receiveSubscription: { _ in log.withLock { $0.append("subscription") } },
        receiveOutput: { value in log.withLock { $0.append("output \(value)") } },
        receiveCompletion: { completion in log.withLock { $0.append("\(completion)") } },
        receiveCancel: { log.withLock { $0.append("cancel") } },
        receiveRequest: { demand in log.withLock { $0.append("request \(demand)") } }
      )
      .subscribe(recorder)
    upstream.send(5)
    recorder.cancel()
    upstream.send(6)
    // As in Combine, the closures are dropped at the cancel, but the value sent after it still
    // reaches the recorder, which is alive.
    #expect(
      log.withLock { $0 } == [
        "subscription", "request max(1)", "output 5", "downstream 5", "request max(1)", "cancel",
        "downstream 6",
      ]
    )
    #expect(upstream.subscription?.events == [.requested(.max(1)), .cancelled])
  }

  @Test func completionHookSeesTheCompletion() {
    let seen = Locked<Subscribers.Completion<TestError>?>(nil)
    let recorder = RecordingSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: .oops)
      .handleEvents(receiveCompletion: { completion in seen.withLock { $0 = completion } })
      .subscribe(recorder)
    #expect(seen.withLock { $0 } == .failure(.oops))
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }
}
