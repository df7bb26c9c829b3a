import CombineSchedulers
import Dispatch
import Foundation
import Testing

@Suite("UIScheduler")
struct UISchedulerTests {
  @MainActor @Test func onTheMainThreadItRunsAtOnce() {
    var ran = false
    UIScheduler.shared.schedule { ran = true }
    #expect(ran)
  }

  @Test func fromAnotherQueueItHopsToTheMainQueue() async {
    // `assumeIsolated` stops the program unless the action runs on the main actor's queue.
    let ranOnTheMainActor = await withCheckedContinuation { continuation in
      DispatchQueue(label: "background")
        .async {
          UIScheduler.shared.schedule {
            continuation.resume(returning: MainActor.assumeIsolated { true })
          }
        }
    }
    #expect(ranOnTheMainActor)
  }

  @Test func itsTestSchedulerKeepsTheMainQueuesTime() {
    let scheduler = UIScheduler.test
    #expect(scheduler.now.dispatchTime.uptimeNanoseconds == 1)
    var ran = false
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { ran = true }
    scheduler.advance(by: .seconds(1))
    #expect(ran)
  }
}
