import CombineSchedulers
import Dispatch
import Foundation
import Testing

@Suite("combine-schedulers names")
struct CombineSchedulersTests {
  /// A view model written the combine-schedulers way: it takes an erased scheduler.
  final class SearchModel {
    var results: [String] = []
    let query = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(scheduler: AnySchedulerOf<DispatchQueue>) {
      query
        .debounce(for: .milliseconds(300), scheduler: scheduler)
        .sink { [unowned self] in results.append($0) }
        .store(in: &cancellables)
    }
  }

  @Test func dispatchQueueTestDrivesADebounce() {
    let scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
    #expect(scheduler.now.dispatchTime.uptimeNanoseconds == 1)
    let model = SearchModel(scheduler: scheduler.eraseToAnyScheduler())
    model.query.send("s")
    model.query.send("sw")
    scheduler.advance(by: .milliseconds(299))
    #expect(model.results == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(model.results == ["sw"])
    model.query.send("swift")
    scheduler.run()
    #expect(model.results == ["sw", "swift"])
  }

  @Test func immediateSchedulersRunAtOnceAndKeepTheirClock() {
    let model = SearchModel(scheduler: .immediate)
    model.query.send("now")
    #expect(model.results == ["now"])
    let queue: ImmediateSchedulerOf<DispatchQueue> = DispatchQueue.immediate
    var ran: [String] = []
    queue.schedule(after: queue.now.advanced(by: .seconds(5))) { ran.append("later") }
    #expect(ran == ["later"])
    #expect(queue.now.dispatchTime.uptimeNanoseconds == 1)
    let loop: AnySchedulerOf<RunLoop> = .immediate
    loop.schedule { ran.append("loop") }
    #expect(ran == ["later", "loop"])
    #expect(RunLoop.immediate.now.date == Date(timeIntervalSince1970: 0))
  }

  @Test func anUnimplementedSchedulerStopsWhenUsed() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = DispatchQueue.unimplemented("search")
      scheduler.schedule {}
    }
    await #expect(processExitsWith: .failure) {
      _ = RunLoop.unimplemented.now
    }
    let unused: AnySchedulerOf<DispatchQueue> = .unimplemented
    withExtendedLifetime(unused) {}
  }

  @Test func timerPublisherTicksWithTheTestScheduler() {
    let scheduler = DispatchQueue.test
    var ticks: [UInt64] = []
    let cancellable = scheduler.timerPublisher(every: .seconds(1))
      .autoconnect()
      .sink { ticks.append($0.dispatchTime.uptimeNanoseconds) }
    scheduler.advance(by: .seconds(3))
    cancellable.cancel()
    scheduler.advance(by: .seconds(3))
    #expect(ticks == [1_000_000_001, 2_000_000_001, 3_000_000_001])
  }

  @Test func timerWaitsForConnect() {
    let scheduler = DispatchQueue.test
    let timer = Publishers.Timer(every: .seconds(1), scheduler: scheduler)
    var ticks = 0
    let cancellable = timer.sink { _ in ticks += 1 }
    scheduler.advance(by: .seconds(2))
    #expect(ticks == 0)
    let connection = timer.connect()
    scheduler.advance(by: .seconds(2))
    #expect(ticks == 2)
    connection.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(ticks == 2)
    cancellable.cancel()
  }
}
