import Foundation
import Signals
import Testing

@Suite("Foundation publishers: equality and options", .endsSubscriptions)
struct FoundationPublisherShapeTests {
  @Test func notificationPublishersAreEqualForTheSameCenterNameAndObject() {
    let center = NotificationCenter()
    let other = NotificationCenter()
    let sender = NSObject()
    let saved = Notification.Name("saved")
    #expect(center.publisher(for: saved) == center.publisher(for: saved))
    #expect(
      center.publisher(for: saved, object: sender) == center.publisher(for: saved, object: sender)
    )
    #expect(center.publisher(for: saved) != other.publisher(for: saved))
    #expect(center.publisher(for: saved) != center.publisher(for: Notification.Name("opened")))
    #expect(center.publisher(for: saved, object: sender) != center.publisher(for: saved))
  }

  @Test func timerPublisherKeepsItsOptionsButPublishDropsTheToleranceAsInCombine() {
    let timer = Timer.publish(every: 2, tolerance: 0.5, on: .main, in: .common, options: nil)
    #expect(timer.interval == 2)
    #expect(timer.tolerance == nil)
    #expect(timer.runLoop == .main)
    #expect(timer.mode == .common)
    #expect(timer.options == nil)
    let made = Timer.TimerPublisher(interval: 2, tolerance: 0.5, runLoop: .main, mode: .common)
    #expect(made.tolerance == 0.5)
  }
}
