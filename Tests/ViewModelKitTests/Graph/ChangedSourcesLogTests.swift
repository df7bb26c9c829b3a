import Testing

@testable import ViewModelKit

@Suite("Changed sources log")
struct ChangedSourcesLogTests {
  @Test func passesReadBackInTheOrderTheirNamesWereAdded() {
    var log = ChangedSourcesLog()
    log.append(["count"], toPass: 1)
    log.append(["title", "count"], toPass: 1)
    log.append(["frame"], toPass: 4)
    #expect(log[1] == ["count", "title", "count"])
    #expect(log[4] == ["frame"])
    #expect(log[2] == nil)
    #expect(log[0] == nil)
    #expect(log[5] == nil)
  }

  @Test func aPassWithNothingNamedHasNoEntry() {
    var log = ChangedSourcesLog()
    log.append([], toPass: 2)
    #expect(log[2] == nil)
    #expect(log == ChangedSourcesLog())
  }

  @Test func anEarlierPassAddedLateKeepsItsPlace() {
    var log = ChangedSourcesLog()
    log.append(["a"], toPass: 2)
    log.append(["c"], toPass: 6)
    log.append(["b"], toPass: 4)
    log.append(["a2"], toPass: 2)
    #expect(log[2] == ["a", "a2"])
    #expect(log[4] == ["b"])
    #expect(log[6] == ["c"])
    var inOrder = ChangedSourcesLog()
    inOrder.append(["a", "a2"], toPass: 2)
    inOrder.append(["b"], toPass: 4)
    inOrder.append(["c"], toPass: 6)
    #expect(log == inOrder)
  }

  @Test func manyPassesAreFoundByNumber() {
    var log = ChangedSourcesLog()
    for pass in stride(from: 1, through: 999, by: 2) { log.append(["p\(pass)"], toPass: pass) }
    for pass in 1...1_000 {
      #expect(log[pass] == (pass.isMultiple(of: 2) ? nil : ["p\(pass)"]))
    }
  }
}
