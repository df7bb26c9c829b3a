import Foundation
import Signals
import Testing

@Suite("Foundation publishers", .endsSubscriptions)
struct FoundationPublishersTests {
  @Test func notificationCenterPublishesPostsUntilCancelled() {
    let center = NotificationCenter()
    let name = Notification.Name("FoundationPublishersTests.didSave")
    let received = Locked<[String]>([])
    let cancellable = center.publisher(for: name)
      .sink { notification in
        received.withLock { $0.append(notification.userInfo?["file"] as? String ?? "?") }
      }
    center.post(name: name, object: nil, userInfo: ["file": "a.txt"])
    center.post(name: Notification.Name("other"), object: nil)
    center.post(name: name, object: nil, userInfo: ["file": "b.txt"])
    cancellable.cancel()
    center.post(name: name, object: nil, userInfo: ["file": "c.txt"])
    #expect(received.withLock { $0 } == ["a.txt", "b.txt"])
  }

  @Test func timerPublishesDatesOnItsRunLoopOnceConnected() {
    let dates = Locked(0)
    let runLoop = RunLoop.current
    let cancellable = Timer.publish(every: 0.01, on: runLoop, in: .default)
      .autoconnect()
      .sink { _ in dates.withLock { $0 += 1 } }
    // A bounded wait for real time to pass; only the presence of ticks is asserted.
    let deadline = Date().addingTimeInterval(5)
    while dates.withLock({ $0 }) < 2, Date() < deadline {
      runLoop.run(until: Date().addingTimeInterval(0.02))
    }
    cancellable.cancel()
    #expect(dates.withLock { $0 } >= 2)
  }
}
