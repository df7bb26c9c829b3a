import Signals
import Testing

@Suite("Publishers.TryMap", .endsSubscriptions)
struct TryMapTests {
  @Test func thrownErrorCancelsUpstreamAndFails() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, any Error>()
    upstream.tryMap { value -> Int in
      guard value < 2 else { throw TestError.other }
      return value * 10
    }
    .subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    #expect(recorder.values == [10])
    // As in Combine, the value sent after the end still runs the closure, which throws again,
    // and its failure reaches the recorder, which is alive.
    #expect(recorder.events.count == 4)
    if case .failure(let error) = recorder.completion {
      #expect(error as? TestError == .other)
    } else {
      Issue.record("expected a failure")
    }
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func upstreamFailureIsErased() {
    let recorder = RecordingSubscriber<Int, any Error>()
    Fail<Int, TestError>(error: .oops).tryMap { $0 }.map { $0 + 1 }.subscribe(recorder)
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
  }

  @Test func compactMapsAskForOneMorePerDroppedValue() {
    let upstream = ManualPublisher<String, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.compactMap { Int($0) }.subscribe(recorder)
    #expect(upstream.send("x") == .max(1))
    #expect(upstream.send("4") == .none)
    #expect(recorder.values == [4])
    let fused = RecordingSubscriber<Int, Never>()
    ["1", "x", "30"].publisher.compactMap { Int($0) }.map { $0 * 2 }
      .compactMap { $0 > 2 ? $0 : nil }
      .subscribe(fused)
    fused.expectEvents([.subscription, .value(60), .completion(.finished)])
  }

  @Test func tryCompactMapFailsOnThrow() {
    let recorder = RecordingSubscriber<Int, any Error>()
    ["1", "x", "y"].publisher
      .tryCompactMap { text -> Int? in
        if text == "y" { throw TestError.oops }
        return Int(text)
      }
      .subscribe(recorder)
    #expect(recorder.values == [1])
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
  }

  @Test func tryCompactMapsFuseAsInCombine() {
    let fused: Publishers.TryCompactMap<Publishers.Sequence<[String], Never>, Int> = [
      "1", "x", "20", "3",
    ]
    .publisher
    .tryCompactMap { Int($0) }
    .compactMap { value in
      if value == 3 { throw TestError.other }
      return value > 1 ? value * 2 : nil
    }
    let recorder = RecordingSubscriber<Int, any Error>()
    fused.subscribe(recorder)
    #expect(recorder.values == [40])
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .other)
  }
}
