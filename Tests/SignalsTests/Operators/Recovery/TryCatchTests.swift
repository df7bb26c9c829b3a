import Signals
import Testing

@Suite("Publishers.TryCatch", .endsSubscriptions)
struct TryCatchTests {
  @Test func replacesAFailedUpstream() {
    var values: [Int] = []
    var completions: [String] = []
    let cancellable = Fail<Int, TestError>(error: .oops)
      .tryCatch { _ in Just(7) }
      .sink(receiveCompletion: { completions.append("\($0)") }, receiveValue: { values.append($0) })
    #expect(values == [7])
    #expect(completions == ["finished"])
    cancellable.cancel()
  }

  @Test func failsWithTheErrorTheHandlerThrows() {
    var failure: (any Error)?
    let cancellable = Fail<Int, TestError>(error: .oops)
      .tryCatch { error -> Just<Int> in throw error == .oops ? TestError.other : error }
      .sink(
        receiveCompletion: { completion in
          if case .failure(let error) = completion { failure = error }
        },
        receiveValue: { _ in }
      )
    #expect(failure as? TestError == .other)
    cancellable.cancel()
  }

  @Test func replacementFailureReachesTheDownstream() {
    var failure: (any Error)?
    let cancellable = Fail<Int, TestError>(error: .oops)
      .tryCatch { _ in Fail<Int, TestError>(error: .other) }
      .sink(
        receiveCompletion: { completion in
          if case .failure(let error) = completion { failure = error }
        },
        receiveValue: { _ in }
      )
    #expect(failure as? TestError == .other)
    cancellable.cancel()
  }
}
