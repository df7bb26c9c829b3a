import Foundation
import Signals
import Testing

/// A subscriber that asks for every date and keeps nothing but a count: whatever keeps it alive
/// is the timer's subject, through the subscription.
private final class TickCounter: Subscriber {
  var ticks = 0

  func receive(subscription: any Subscription) { subscription.request(.unlimited) }

  func receive(_ input: Date) -> Subscribers.Demand {
    ticks += 1
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}

@Suite("Timer.TimerPublisher lets go of its subscribers", .endsSubscriptions)
struct TimerReleaseTests {
  /// Runs the current run loop until `condition` holds, for at most five seconds.
  private func spin(_ loop: RunLoop, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 5)
    while !condition() && Date() < deadline {
      _ = loop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return condition()
  }

  @Test func aCancelledConnectionReleasesTheSubscribersThoughTheRunLoopNeverRan() {
    weak var weakCounter: TickCounter?
    let connection: any Cancellable
    do {
      let timer = Timer.publish(every: 3_600, on: .current, in: .default)
      let counter = TickCounter()
      weakCounter = counter
      timer.subscribe(counter)
      connection = timer.connect()
    }
    #expect(weakCounter != nil)  // the connection's timer keeps the subject and its subscribers
    connection.cancel()
    #expect(weakCounter == nil)
  }

  @Test func aConnectionCancelledAfterTicksReleasesTheSubscribersAndTicksNoMore() {
    let loop = RunLoop.current
    weak var weakCounter: TickCounter?
    var connection: (any Cancellable)?
    do {
      let timer = Timer.publish(every: 0.001, on: loop, in: .default)
      let counter = TickCounter()
      weakCounter = counter
      timer.subscribe(counter)
      connection = timer.connect()
    }
    #expect(spin(loop) { (weakCounter?.ticks ?? 0) >= 2 })
    connection?.cancel()
    connection = nil
    #expect(weakCounter == nil)
  }

  @Test func tenThousandConnectionsCancelledLeaveNoneBehind() {
    weak var weakCounter: TickCounter?
    do {
      let timer = Timer.publish(every: 3_600, on: .current, in: .default)
      let counter = TickCounter()
      weakCounter = counter
      timer.subscribe(counter)
      for _ in 0..<10_000 { timer.connect().cancel() }
    }
    #expect(weakCounter == nil)
  }
}
