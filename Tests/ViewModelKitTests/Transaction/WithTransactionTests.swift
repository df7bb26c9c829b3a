import Testing
import ViewModelKit

private struct TestError: Error, Equatable {}

@Suite("withTransaction")
struct WithTransactionTests {
  @Test func bodySeesTheTransactionAndItIsRestoredAfterwards() {
    #expect(Transaction.current.animation == nil)
    let seen = withTransaction(Transaction(animation: .linear)) { Transaction.current.animation }
    #expect(seen == .linear)
    #expect(Transaction.current.animation == nil)
  }

  @Test func nestedCallsSeeTheInnermostMergedOverTheOuter() {
    var outer = Transaction(animation: .easeIn)
    outer.isContinuous = true
    withTransaction(outer) {
      var inner = Transaction()
      inner.disablesAnimations = true
      withTransaction(inner) {
        #expect(Transaction.current.animation == .easeIn)
        #expect(Transaction.current.isContinuous)
        #expect(Transaction.current.disablesAnimations)
      }
      withTransaction(Transaction(animation: .bouncy)) {
        #expect(Transaction.current.animation == .bouncy)
      }
      #expect(Transaction.current.animation == .easeIn)
      #expect(!Transaction.current.disablesAnimations)
    }
  }

  @Test func outerTransactionIsRestoredWhenTheBodyThrows() {
    withTransaction(Transaction(animation: .easeOut)) {
      #expect(throws: TestError.self) {
        try withTransaction(Transaction(animation: .bouncy)) { throw TestError() }
      }
      #expect(Transaction.current.animation == .easeOut)
    }
  }

  @Test func keyPathFormSetsOneProperty() {
    let continuous = withTransaction(\.isContinuous, true) { Transaction.current.isContinuous }
    #expect(continuous)
    let animation = withTransaction(\.animation, .snappy) { Transaction.current.animation }
    #expect(animation == .snappy)
  }

  @Test func tasksStartedInsideInheritTheTransaction() async {
    let task = withTransaction(\.animation, .easeIn) {
      Task { Transaction.current.animation }
    }
    #expect(await task.value == .easeIn)
  }
}
