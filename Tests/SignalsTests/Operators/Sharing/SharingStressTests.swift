import Dispatch
import Signals
import Testing

/// Bounded stress tests for the sharing operators and the create publisher, and release checks.
@Suite("Sharing stress and release", .endsSubscriptions)
struct SharingStressTests {
  @Test func shareReplayWithConcurrentSendsAndSubscribersLosesNothingForTheSteadyOne() {
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.share(replay: 4)
    let steady = CombiningStressTests.OverlapCounter()
    let cancellable = shared.sink { steady.receive($0) }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker < 2 {
        for index in 0..<2_000 { upstream.send(worker * 2_000 + index) }
      } else {
        for _ in 0..<200 {
          let transient = shared.sink { _ in }
          transient.cancel()
        }
      }
    }
    #expect(steady.overlaps == 0)
    #expect(steady.values.sorted() == Array(0..<4_000))
    cancellable.cancel()
  }

  @Test func createSendingFromSeveralThreadsNeverDeliversConcurrently() {
    let proxy = Locked<Publishers.Create<Int, Never>.Subscriber?>(nil)
    let counter = CombiningStressTests.OverlapCounter()
    let cancellable = AnyPublisher<Int, Never>
      .create { subscriber in
        proxy.withLock { $0 = subscriber }
        return AnyCancellable {}
      }
      .sink { counter.receive($0) }
    let subscriber = proxy.withLock { $0 }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<1_000 { subscriber?.send(worker * 1_000 + index) }
    }
    #expect(counter.overlaps == 0)
    #expect(counter.values.sorted() == Array(0..<4_000))
    cancellable.cancel()
  }

  @Test func cancellingCatchMidStreamReleasesTheUpstreams() {
    weak var weakFirst: PassthroughSubject<Int, TestError>?
    weak var weakSecond: PassthroughSubject<Int, TestError>?
    do {
      let first = PassthroughSubject<Int, TestError>()
      let second = PassthroughSubject<Int, TestError>()
      weakFirst = first
      weakSecond = second
      let cancellable = first.catch { _ in second }
        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      first.send(completion: .failure(.oops))
      second.send(1)
      cancellable.cancel()
    }
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
  }

  @Test func cancellingShareReleasesTheUpstream() {
    weak var weakUpstream: PassthroughSubject<Int, Never>?
    do {
      let upstream = PassthroughSubject<Int, Never>()
      weakUpstream = upstream
      let shared = upstream.share()
      let first = shared.sink { _ in }
      let second = shared.sink { _ in }
      upstream.send(1)
      first.cancel()
      second.cancel()
    }
    #expect(weakUpstream == nil)
  }

  @Test func cancellingCreateReleasesWhatTheCleanupHolds() {
    final class Resource {}
    weak var weakResource: Resource?
    do {
      let resource = Resource()
      weakResource = resource
      let cancellable = AnyPublisher<Int, Never>
        .create { subscriber in
          subscriber.send(1)
          return AnyCancellable { withExtendedLifetime(resource) {} }
        }
        .sink { _ in }
      cancellable.cancel()
    }
    #expect(weakResource == nil)
  }
}
