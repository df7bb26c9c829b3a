import Signals
import Testing

@Suite("Just: prepend, append and retry as Combine specialises them", .endsSubscriptions)
struct JustSequenceTests {
  @Test func prependAndAppendGiveASequencePublisher() {
    let prepended: Publishers.Sequence<[Int], Never> = Just(3).prepend(1, 2)
    let appended: Publishers.Sequence<[Int], Never> = Just(1).append([2, 3])
    #expect(prepended.sequence == [1, 2, 3])
    #expect(appended.sequence == [1, 2, 3])
    #expect(Just(2).append(3).prepend(1).sequence == [1, 2, 3])
  }

  @Test func retryGivesTheSamePublisher() {
    let just: Just<Int> = Just(7).retry(2)
    let optional: Optional<Int>.Publisher = Optional(5).publisher.retry(1)
    let result: Result<Int, TestError>.Publisher = Result<Int, TestError>.Publisher(.oops).retry(3)
    #expect(just.output == 7)
    #expect(optional.output == 5)
    #expect(result.result == .failure(.oops))
  }
}
