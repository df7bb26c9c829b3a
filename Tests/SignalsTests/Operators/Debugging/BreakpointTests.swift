import Signals
import Testing

@Suite("Publishers.Breakpoint", .endsSubscriptions)
struct BreakpointTests {
  @Test func passesEveryEventOnWhenNoClosureSaysStop() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    var checked: [Int] = []
    subject
      .breakpoint(receiveOutput: { value in
        checked.append(value)
        return false
      })
      .breakpointOnError()
      .subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(checked == [1, 2])
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func stopsWhenAClosureReturnsTrue() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, Never>()
      let cancellable = subject.breakpoint(receiveOutput: { $0 == 13 }).sink { _ in }
      subject.send(13)
      cancellable.cancel()
    }
  }

  @Test func breakpointOnErrorStopsOnAFailure() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, TestError>()
      let cancellable = subject.breakpointOnError()
        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      subject.send(completion: .failure(.oops))
      cancellable.cancel()
    }
  }
}

@Suite("Publishers.Breakpoint is transparent", .endsSubscriptions)
struct BreakpointTransparencyTests {
  @Test func theDownstreamGetsTheUpstreamsSubscriptionAndItsDemandGoesBack() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(2))
    upstream.breakpoint().subscribe(recorder)
    #expect(recorder.subscription as? RecordingSubscription === upstream.subscription)
    #expect(upstream.send(5) == .max(2))
    #expect(upstream.subscription?.events == [.requested(.max(1))])
  }
}
