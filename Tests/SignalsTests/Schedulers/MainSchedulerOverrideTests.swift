import Foundation
import Signals
import Testing

/// Marks the work of one test, so that its resolver answers for that test only (tests run in
/// parallel in one process, and the override is process-wide).
private enum Scope {
  @TaskLocal static var id: UUID?
}

/// Installs a resolver that answers `target` inside `Scope.$id.withValue(id)`, runs `body`, and
/// removes it.
private func withOverride(
  _ target: MainSchedulerOverride.Target,
  _ body: () throws -> Void
) rethrows {
  let id = UUID()
  let installation = MainSchedulerOverride.install { Scope.id == id ? target : nil }
  defer { installation.cancel() }
  try Scope.$id.withValue(id) { try body() }
}

@Suite("MainSchedulerOverride", .endsSubscriptions)
struct MainSchedulerOverrideTests {
  @Test func debounceOnTheMainQueueRunsOnTheVirtualClock() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<String, Never>()
    var received: [String] = []
    var cancellable: AnyCancellable?
    withOverride(.init(scheduler: scheduler)) {
      cancellable = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .sink { received.append($0) }
      subject.send("s")
      subject.send("sw")
      #expect(DispatchQueue.main.now == scheduler.now)
      scheduler.advance(by: .milliseconds(299))
      #expect(received.isEmpty)
      scheduler.advance(by: .milliseconds(1))
    }
    #expect(received == ["sw"])
    cancellable?.cancel()
  }

  @Test func theMainRunLoopCountsDatesFromTheOriginDate() {
    let scheduler = TestScheduler()
    let origin = Date(timeIntervalSinceReferenceDate: 1_000)
    var fired: [Date] = []
    withOverride(.init(scheduler: scheduler, originDate: origin)) {
      #expect(RunLoop.main.now.date == origin)
      RunLoop.main.schedule(after: .init(origin.addingTimeInterval(0.5))) {
        fired.append(RunLoop.main.now.date)
      }
      scheduler.advance(by: .milliseconds(500))
    }
    #expect(fired == [origin.addingTimeInterval(0.5)])
  }

  @Test func aMainRunLoopTimerFiresOneIntervalAfterConnecting() {
    let scheduler = TestScheduler()
    let origin = Date(timeIntervalSinceReferenceDate: 1_000)
    var dates: [TimeInterval] = []
    var cancellable: AnyCancellable?
    withOverride(.init(scheduler: scheduler, originDate: origin)) {
      cancellable = Timer.publish(every: 1, on: .main, in: .common)
        .autoconnect()
        .sink { dates.append($0.timeIntervalSince(origin)) }
      scheduler.advance(by: .milliseconds(999))
      #expect(dates.isEmpty)
      scheduler.advance(by: .milliseconds(2_001))
    }
    #expect(dates == [1, 2, 3])
    cancellable?.cancel()
    scheduler.advance(by: .seconds(5))
    #expect(dates == [1, 2, 3])
  }

  @Test func eachConnectionIsAnIndependentTimer() {
    let scheduler = TestScheduler()
    let timer = Timer.publish(every: 1, on: .main, in: .default)
    var count = 0
    withOverride(.init(scheduler: scheduler)) {
      let sink = timer.sink { _ in count += 1 }
      let first = timer.connect()
      scheduler.advance(by: .milliseconds(500))
      let second = timer.connect()
      scheduler.advance(by: .seconds(1))
      #expect(count == 2)
      first.cancel()
      scheduler.advance(by: .seconds(1))
      #expect(count == 3)
      second.cancel()
      sink.cancel()
    }
  }

  @Test func otherQueuesAndCodeOutsideTheScopeKeepRealTime() {
    let scheduler = TestScheduler(now: .init(.init(uptimeNanoseconds: 1)))
    let queue = DispatchQueue(label: "MainSchedulerOverrideTests.other")
    withOverride(.init(scheduler: scheduler)) {
      #expect(queue.now != scheduler.now)
    }
    #expect(DispatchQueue.main.now != scheduler.now)
    #expect(MainSchedulerOverride.current == nil)
  }

  @Test func theTimerPublisherKeepsItsConfiguration() {
    let timer = Timer.TimerPublisher(
      interval: 2,
      tolerance: 0.5,
      runLoop: .main,
      mode: .default,
      options: nil
    )
    #expect(timer.interval == 2)
    #expect(timer.tolerance == 0.5)
    #expect(timer.mode == .default)
    #expect(timer.options == nil)
  }
}
