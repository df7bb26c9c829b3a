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
}
