import Foundation
import Testing

@testable import Signals

/// A subscriber that asks for every date and counts them, keeping its subscription to cancel.
private final class TickCounter: Subscriber {
  var ticks = 0
  var subscription: (any Subscription)?

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(.unlimited)
  }

  func receive(_ input: Date) -> Subscribers.Demand {
    ticks += 1
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}

/// A timer on a run loop waits in the run loop's action queue (one Foundation timer per run loop
/// and mode); a cancelled connection must leave that queue, or the timer's subject and its
/// subscribers would stay alive with it.
@Suite("Timer.TimerPublisher lets go of its connections", .endsSubscriptions)
struct TimerReleaseTests {
  /// Runs the current run loop until `condition` holds, for at most five seconds.
  private func spin(_ loop: RunLoop, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 5)
    while !condition() && Date() < deadline {
      _ = loop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return condition()
  }

  @Test func aCancelledConnectionLeavesTheRunLoopThoughTheRunLoopNeverRan() {
    let queue = RunLoopActionQueue.queue(for: .current, mode: .default)
    let before = queue.pendingCount
    let timer = Timer.publish(every: 3_600, on: .current, in: .default)
    let connection = timer.connect()
    #expect(queue.pendingCount == before + 1)
    connection.cancel()
    #expect(queue.pendingCount == before)
  }

  @Test func aConnectionCancelledAfterTicksLeavesTheRunLoopAndTicksNoMore() {
    let loop = RunLoop.current
    let queue = RunLoopActionQueue.queue(for: loop, mode: .default)
    let timer = Timer.publish(every: 0.001, on: loop, in: .default)
    let counter = TickCounter()
    timer.subscribe(counter)
    let connection = timer.connect()
    #expect(spin(loop) { counter.ticks >= 2 })
    let waiting = queue.pendingCount
    connection.cancel()
    #expect(queue.pendingCount == waiting - 1)
    let ticks = counter.ticks
    _ = loop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    #expect(counter.ticks == ticks)
    counter.subscription?.cancel()  // the subject and its subscriber keep each other until then
  }

  @Test func tenThousandConnectionsCancelledLeaveNoneBehind() {
    let queue = RunLoopActionQueue.queue(for: .current, mode: .default)
    let before = queue.pendingCount
    let timer = Timer.publish(every: 3_600, on: .current, in: .default)
    for _ in 0..<10_000 { timer.connect().cancel() }
    #expect(queue.pendingCount == before)
  }
}
