import Testing

@testable import ViewModelKit

@Suite("The deep stack")
struct DeepStackTests {
  @Test func runsItsBodyOnTheDeepStackAndReturnsItsResult() {
    #expect(!DeepStack.isActive)
    let result = DeepStack.run { (DeepStack.isActive, 6 * 7) }
    #expect(result == (true, 42))
    #expect(!DeepStack.isActive)
  }

  @Test func aRunWithinARunStaysWhereItIs() {
    let inner = DeepStack.run { DeepStack.run { DeepStack.isActive } }
    #expect(inner)
    #expect(!DeepStack.isActive)
  }

  @Test func rethrowsWhatItsBodyThrows() {
    struct Refused: Error, Equatable {}
    #expect(throws: Refused()) {
      try DeepStack.run { () throws(Refused) -> Int in throw Refused() }
    }
    #expect(!DeepStack.isActive)
  }

  // Each switch to the deep stack and back must leave what the sanitizers record of the two
  // stacks as it found it: ThreadSanitizer's shadow call stacks hold 65,536 calls, so a switch
  // that left even one call behind would overflow them long before the last of these.
  @Test func aHundredThousandRunsOneAfterAnother() {
    var total = 0
    for index in 0..<100_000 {
      total += DeepStack.run { DeepStack.isActive ? index : 0 }
    }
    #expect(total == 4_999_950_000)
  }

  // A recursion 100,000 levels deep, a few calls each, is several times as deep as
  // ThreadSanitizer's shadow call stack (65,536 calls): built with it, `nest` moves every
  // 1,024th level to a fiber of its own, so no fiber's record comes near full.
  @Test func aRecursionNestedThroughItGoesDeeperThanTheSanitizersRecord() {
    func depth(below level: Int) -> Int {
      level == 0 ? 0 : 1 + DeepStack.nest { depth(below: level - 1) }
    }
    #expect(DeepStack.run { depth(below: 100_000) } == 100_000)
  }

  @Test func nestRethrowsWhatItsBodyThrowsAtAnyLevel() {
    struct Refused: Error, Equatable { let level: Int }
    func descend(_ level: Int) throws(Refused) -> Int {
      if level == 5_000 { throw Refused(level: level) }
      return try DeepStack.nest { () throws(Refused) -> Int in try descend(level + 1) }
    }
    #expect(throws: Refused(level: 5_000)) {
      try DeepStack.run { () throws(Refused) in try descend(0) }
    }
  }
}
