import Dispatch
import Signals
import Testing

private enum Trace {
  @TaskLocal static var label: String?
}

/// Registers the trace label once for the whole test process.
private let registration: Void = {
  SchedulingContext.register {
    guard let label = Trace.label else { return nil }
    return { body in Trace.$label.withValue(label) { body() } }
  }
}()

@Suite("SchedulingContext", .endsSubscriptions)
struct SchedulingContextTests {
  init() {
    _ = registration
  }

  @Test func workOnATestSchedulerRunsInTheContextItWasScheduledIn() {
    let scheduler = TestScheduler()
    let seen = Locked<[String?]>([])
    Trace.$label.withValue("first") {
      scheduler.schedule { seen.withLock { $0.append(Trace.label) } }
    }
    scheduler.schedule { seen.withLock { $0.append(Trace.label) } }
    scheduler.advance()
    #expect(seen.withLock { $0 } == ["first", nil])
  }

  @Test func debounceEmitsInTheContextOfTheLatestValue() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let seen = Locked<[String]>([])
    let cancellable = subject.debounce(for: .milliseconds(100), scheduler: scheduler)
      .sink {
        value in seen.withLock { $0.append("\(value) \(Trace.label ?? "none")") }
      }
    Trace.$label.withValue("a") { subject.send(1) }
    Trace.$label.withValue("b") { subject.send(2) }
    scheduler.advance(by: .milliseconds(100))
    #expect(seen.withLock { $0 } == ["2 b"])
    cancellable.cancel()
  }

  @Test func receiveOnADispatchQueueCarriesTheContext() {
    let queue = DispatchQueue(label: "scheduling-context")
    let subject = PassthroughSubject<Int, Never>()
    let done = DispatchSemaphore(value: 0)
    let seen = Locked<String?>(nil)
    let cancellable = subject.receive(on: queue)
      .sink { _ in
        seen.withLock { $0 = Trace.label }
        done.signal()
      }
    Trace.$label.withValue("carried") { subject.send(1) }
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(seen.withLock { $0 } == "carried")
    cancellable.cancel()
  }

  @Test func capturedContextRunsABodyWithItsValues() {
    let captured = Trace.$label.withValue("outer") { SchedulingContext.capture() }
    var inside: String?
    captured.run { inside = Trace.label }
    #expect(inside == "outer")
    #expect(Trace.label == nil)
  }
}
