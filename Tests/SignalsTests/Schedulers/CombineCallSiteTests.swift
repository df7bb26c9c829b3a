import Dispatch
import Foundation
import Signals
import Testing

/// Call sites written as in Combine programs must compile unchanged: literals, units and
/// default arguments resolve against every scheduler.
@Suite("Combine call sites", .endsSubscriptions)
struct CombineCallSiteTests {
  struct Timeout: Error {}

  @Test func timingOperatorsAcceptCombinesSpellings() {
    let subject = PassthroughSubject<String, Never>()
    let failing = PassthroughSubject<Int, Timeout>()
    _ = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
    _ = subject.debounce(for: 0.5, scheduler: RunLoop.main)
    _ = subject.debounce(for: .seconds(0.5), scheduler: RunLoop.main, options: nil)
    _ = subject.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
    _ = subject.throttle(for: 1.0, scheduler: RunLoop.main, latest: false)
    _ = subject.delay(for: .seconds(1), scheduler: RunLoop.main)
    _ = subject.delay(for: 0.2, tolerance: 0.01, scheduler: DispatchQueue.global())
    _ = failing.timeout(.seconds(1), scheduler: DispatchQueue.main, customError: { Timeout() })
    _ = subject.timeout(5, scheduler: RunLoop.main)
    _ = subject.receive(on: DispatchQueue.main)
    _ = subject.receive(on: RunLoop.main, options: nil)
    _ = subject.receive(on: ImmediateScheduler.shared)
    _ = subject.subscribe(on: DispatchQueue.global(qos: .background))
    _ = subject.subscribe(on: DispatchQueue.global(), options: .init(qos: .utility))
    _ = subject.collect(.byTime(DispatchQueue.main, .seconds(1)))
    _ = subject.collect(.byTimeOrCount(RunLoop.main, 1.0, 5))
    _ = subject.measureInterval(using: RunLoop.main)
    let erased: Publishers.Debounce<PassthroughSubject<String, Never>, DispatchQueue> =
      subject.debounce(for: .milliseconds(1), scheduler: DispatchQueue.main)
    #expect(erased.dueTime == .milliseconds(1))
  }

  @Test func schedulersAcceptCombinesSpellings() {
    let queue = DispatchQueue(label: "CombineCallSiteTests")
    let stride: DispatchQueue.SchedulerTimeType.Stride = 0.5
    #expect(stride == .milliseconds(500))
    let deadline = DispatchQueue.SchedulerTimeType(.now() + 1)
    #expect(queue.now < deadline)
    let runLoopStride: RunLoop.SchedulerTimeType.Stride = 2
    #expect(runLoopStride.timeInterval == 2)
    let scheduler: AnySchedulerOf<DispatchQueue> = queue.eraseToAnyScheduler()
    #expect(scheduler.minimumTolerance == .zero)
  }
}
