import Foundation
import Signals
import Testing

/// Marks the work of one test, so that its resolver answers for that test only (tests run in
/// parallel in one process, and the override is process-wide).
private enum Scope {
  @TaskLocal static var id: UUID?
}

@Suite("Timer.TimerPublisher's subscription", .endsSubscriptions)
struct TimerSubscriptionTests {
  @Test func showsNoDescriptionOrMirrorAndPassesDemandAndCancelOn() throws {
    let scheduler = TestScheduler()
    let origin = Date(timeIntervalSinceReferenceDate: 1_000)
    let target = MainSchedulerOverride.Target(scheduler: scheduler, originDate: origin)
    let id = UUID()
    let installation = MainSchedulerOverride.install { Scope.id == id ? target : nil }
    defer { installation.cancel() }
    let timer = Timer.publish(every: 1, on: .main, in: .default)
    let recorder = RecordingSubscriber<Date, Never>(initialDemand: .max(1))
    timer.subscribe(recorder)
    let connection = Scope.$id.withValue(id) { timer.connect() }
    defer { connection.cancel() }

    let subscription = try #require(recorder.subscription)
    #expect(!(subscription is any CustomStringConvertible))
    #expect(!(subscription is any CustomReflectable))
    #expect(!(subscription is any CustomPlaygroundDisplayConvertible))

    // One date asked for: the second tick finds no demand and is dropped.
    scheduler.advance(by: .seconds(2))
    #expect(recorder.values == [origin.addingTimeInterval(1)])
    subscription.request(.max(1))
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [origin.addingTimeInterval(1), origin.addingTimeInterval(3)])
    subscription.cancel()
    subscription.request(.max(1))
    scheduler.advance(by: .seconds(2))
    #expect(recorder.values.count == 2)
  }
}
