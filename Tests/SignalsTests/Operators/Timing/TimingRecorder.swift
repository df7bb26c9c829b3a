import Signals

/// Subscribes with unlimited demand and records each event with the virtual time it arrived,
/// as `"value@milliseconds"`, `"finished@milliseconds"` or `"failure(error)@milliseconds"`.
///
/// It keeps its subscription's cancellable as a view model keeps one: releasing the recorder
/// cancels it. (The sink's closures hold the recorded lines; were the cancellable kept with
/// them, the sink would hold itself and never go.)
final class TimingRecorder: @unchecked Sendable {
  // Every mutable value lives in `recorded`; the cancellable is immutable and thread-safe.
  private let recorded = Locked([String]())
  private let cancellable: AnyCancellable

  init<P: Publisher>(_ publisher: P, on scheduler: TestScheduler) {
    let lines = recorded
    let record = { (line: String) in
      let time = milliseconds(scheduler.now)
      lines.withLock { $0.append("\(line)@\(time)") }
    }
    cancellable = publisher.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: record("finished")
        case .failure(let error): record("failure(\(error))")
        }
      },
      receiveValue: { record("\($0)") }
    )
  }

  var lines: [String] { recorded.withLock { $0 } }

  func cancel() {
    cancellable.cancel()
  }
}
