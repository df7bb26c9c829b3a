import Signals

/// Subscribes with unlimited demand and records each event with the virtual time it arrived,
/// as `"value@milliseconds"`, `"finished@milliseconds"` or `"failure(error)@milliseconds"`.
final class TimingRecorder: @unchecked Sendable {
  // Every mutable property lives in `state`.
  private let state = Locked((lines: [String](), cancellable: AnyCancellable?.none))

  init<P: Publisher>(_ publisher: P, on scheduler: TestScheduler) {
    let state = state
    let record = { (line: String) in
      let time = milliseconds(scheduler.now)
      state.withLock { $0.lines.append("\(line)@\(time)") }
    }
    let cancellable = publisher.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: record("finished")
        case .failure(let error): record("failure(\(error))")
        }
      },
      receiveValue: { record("\($0)") }
    )
    state.withLock { $0.cancellable = cancellable }
  }

  var lines: [String] { state.withLock { $0.lines } }

  func cancel() {
    state.withLock { $0.cancellable }?.cancel()
  }
}
