import Dispatch
import Signals
import Testing

@Suite("Publishers.Delay", .endsSubscriptions)
struct DelayTests {
  @Test func deliversEachEventAfterTheInterval() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    subject
      .delay(for: .milliseconds(100), scheduler: scheduler)
      .subscribe(recorder)

    subject.send(1)
    scheduler.advance(by: .milliseconds(30))
    subject.send(2)
    scheduler.advance(by: .milliseconds(69))
    recorder.expectEvents([.subscription])

    scheduler.advance(by: .milliseconds(1))
    recorder.expectEvents([.subscription, .value(1)])
    subject.send(completion: .failure(.oops))
    scheduler.advance(by: .milliseconds(30))
    recorder.expectEvents([.subscription, .value(1), .value(2)])
    scheduler.advance(by: .milliseconds(70))
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.failure(.oops))])
    #expect(milliseconds(scheduler.now) == 200)
  }

  @Test func requestsAndCancelGoUpstreamAtOnce() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(2))

    upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(1))])
    upstream.send(5)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [5])
    #expect(upstream.subscription?.events == [.requested(.max(1)), .requested(.max(2))])

    upstream.send(6)
    recorder.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [5])
    #expect(upstream.subscription?.isCancelled == true)
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "DelayTests")
    let done = DispatchSemaphore(value: 0)
    let values = Locked([Int]())
    let cancellable = [1, 2].publisher
      .delay(for: .milliseconds(5), scheduler: queue)
      .sink(
        receiveCompletion: { _ in done.signal() },
        receiveValue: { value in values.withLock { $0.append(value) } }
      )
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(values.withLock { $0 } == [1, 2])
    cancellable.cancel()
  }

  @Test func itsSubscriptionHasNoDescriptionOrMirrorAsInCombine() throws {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let delayed = RecordingSubscriber<Int, Never>()
    subject.delay(for: .seconds(1), scheduler: scheduler).subscribe(delayed)
    let subscription = try #require(delayed.subscription)
    #expect(!(subscription is any CustomStringConvertible))
    #expect(!(subscription is any CustomReflectable))
    #expect(!(subscription is any CustomPlaygroundDisplayConvertible))

    // `receive(on:)`, built on the same engine, keeps Combine's name and empty mirror.
    let received = RecordingSubscriber<Int, Never>()
    subject.receive(on: scheduler).subscribe(received)
    let receiveOn = try #require(received.subscription)
    #expect((receiveOn as? any CustomStringConvertible)?.description == "ReceiveOn")
    #expect(
      (receiveOn as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
        == "ReceiveOn"
    )
    #expect((receiveOn as? any CustomReflectable)?.customMirror.children.count == 0)
  }
}
