import Signals
import Testing

@Suite("Specialized operators on Optional.Publisher and Result.Publisher", .endsSubscriptions)
struct OptionalResultOperatorTests {
  @Test func optionalOperatorsEvaluateAtOnce() {
    let mapped: Optional<Int>.Publisher = Optional(2).publisher.map { $0 * 10 }
    #expect(mapped.output == 20)
    #expect(Optional(2).publisher.filter { $0 > 5 }.output == nil)
    #expect(Optional<Int>.none.publisher.count().output == nil)
    #expect(Optional(7).publisher.count().output == 1)
    #expect(Optional(1).publisher.contains(1).output == true)
    #expect(Optional(1).publisher.collect().output == [1])
    #expect(Optional(2).publisher.reduce(1, +).output == 3)
    #expect(Optional(1).publisher.output(in: 1..<5).output == nil)
    #expect(Optional(1).publisher.output(in: 0..<(Int.max - 2)).output == 1)
    let replaced: Just<Int> = Optional<Int>.none.publisher.replaceEmpty(with: 4)
    #expect(replaced.output == 4)
  }

  @Test func resultOperatorsEvaluateAtOnceAndKeepFailures() {
    let mapped: Result<Int, TestError>.Publisher = Result<Int, TestError>.Publisher(2)
      .map { $0 * 10 }
    #expect(mapped.result == .success(20))
    let failed = Result<Int, TestError>.Publisher(.oops)
    #expect(failed.map { $0 + 1 }.result == .failure(.oops))
    #expect(failed.replaceError(with: 0).result == .success(0))
    #expect(failed.mapError { _ in TestError.other }.result == .failure(.other))
    #expect(Result<Int, TestError>.Publisher(2).count().result == .success(1))
    #expect(Result<Int, TestError>.Publisher(2).contains(2).result == .success(true))
    let thrown = Result<Int, TestError>.Publisher(2).tryMap { _ -> Int in throw TestError.other }
    #expect(throws: TestError.other) { try thrown.result.get() }
    let typed: Result<Int, TestError>.Publisher = Result<Int, Never>.Publisher(1)
      .setFailureType(to: TestError.self)
    #expect(typed.result == .success(1))
  }

  @Test func specializedPublishersStillDeliver() {
    let recorder = RecordingSubscriber<Int, TestError>()
    Result<Int, TestError>.Publisher(2).map { $0 + 1 }.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
    let empty = RecordingSubscriber<Int, Never>()
    Optional(2).publisher.filter { $0 > 5 }.subscribe(empty)
    empty.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func anOptionalsOutputInARangeReachingIntMaxMinusOneTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      _ = Optional(12).publisher.output(in: 0..<(Int.max - 1))
    }
    // A range without an upper bound reaches `Int.max` once made relative.
    await #expect(processExitsWith: .failure) { _ = Optional(12).publisher.output(in: 1...) }
  }
}
