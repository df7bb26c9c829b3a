import Signals
import Testing

@Suite("Specialized operators on Just and Publishers.Sequence", .endsSubscriptions)
struct SpecializedOperatorTests {
  @Test func justOperatorsReturnCombinesTypes() {
    let mapped: Just<Int> = Just(2).map { $0 * 10 }
    #expect(mapped.output == 20)
    let filtered: Optional<Int>.Publisher = Just(2).filter { $0 > 5 }
    #expect(filtered.output == nil)
    let tried: Result<Int, any Error>.Publisher = Just(2).tryMap { $0 + 1 }
    #expect((try? tried.result.get()) == 3)
    let scanned: Result<Int, Never>.Publisher = Just(2).scan(1, +)
    #expect(scanned.result == .success(3))
    let collected: Just<[Int]> = Just(1).collect()
    #expect(collected.output == [1])
    let counted: Just<Int> = Just("a").count()
    #expect(counted.output == 1)
    let contained: Just<Bool> = Just(1).contains(2)
    #expect(contained.output == false)
    let typed: Result<Int, TestError>.Publisher = Just(1).setFailureType(to: TestError.self)
    #expect(typed.result == .success(1))
    let ignored: Empty<Int, Never> = Just(1).ignoreOutput()
    #expect(ignored.completeImmediately)
    #expect(Just(1).dropFirst().output == nil)
    #expect(Just(1).prefix(1).output == 1)
    #expect(Just(1).output(at: 0).output == 1)
    #expect(Just(1).min().output == 1)
  }

  @Test func sequenceOperatorsEvaluateEagerly() {
    let calls = Locked(0)
    let mapped: Publishers.Sequence<[Int], Never> = [1, 2, 3].publisher
      .map { value in
        calls.withLock { $0 += 1 }
        return value * 2
      }
    #expect(calls.withLock { $0 } == 3)
    #expect(mapped.sequence == [2, 4, 6])
    #expect([1, 2, 3].publisher.filter { $0 > 1 }.sequence == [2, 3])
    #expect([1, 1, 2].publisher.removeDuplicates().sequence == [1, 2])
    #expect([1, 2].publisher.scan(0, +).sequence == [1, 3])
    #expect(Array([1, 2, 3].publisher.dropFirst().sequence) == [2, 3])
    #expect(Array([1, 2, 3].publisher.prefix(2).sequence) == [1, 2])
    #expect([1].publisher.append(2, 3).prepend(0).sequence == [0, 1, 2, 3])
    #expect([1, 2].publisher.collect().result == .success([1, 2]))
    #expect([1, 2].publisher.reduce(0, +).result == .success(3))
    let count: Just<Int> = [1, 2].publisher.count()
    #expect(count.output == 2)
    #expect((1...4).publisher.count().result == .success(4))
    #expect([3, 1, 2].publisher.min().output == 1)
    #expect([3, 1, 2].publisher.max().output == 3)
    #expect([1, 2].publisher.first().output == 1)
    #expect([1, 2].publisher.last().output == 2)
    #expect([1, 2].publisher.contains(2).result == .success(true))
    #expect([1, 2].publisher.allSatisfy { $0 > 1 }.result == .success(false))
    #expect([1, 2].publisher.output(at: 5).output == nil)
  }

  @Test func specializedPublishersDeliverLikeTheGenericOnes() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.map { $0 * 2 }.filter { $0 > 2 }.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(4), .value(6), .completion(.finished)])
    let single = RecordingSubscriber<Int, Never>()
    [1, 2].publisher.first().subscribe(single)
    single.expectEvents([.subscription, .value(1), .completion(.finished)])
  }
}
