import Testing
import ViewModelKit

private struct IsUndoKey: TransactionKey {
  static var defaultValue: Bool { false }
}

private struct SourceKey: TransactionKey {
  static var defaultValue: String? { "unknown" }
}

@Suite("Transaction")
struct TransactionTests {
  @Test func emptyTransactionHasDefaults() {
    let transaction = Transaction()
    #expect(transaction.animation == nil)
    #expect(!transaction.disablesAnimations)
    #expect(!transaction.isContinuous)
    #expect(!transaction.tracksVelocity)
    #expect(transaction[IsUndoKey.self] == false)
    #expect(transaction.animationCompletions.isEmpty)
  }

  @Test func propertiesAreStored() {
    var transaction = Transaction(animation: .easeIn)
    transaction.disablesAnimations = true
    transaction.isContinuous = true
    transaction.tracksVelocity = true
    transaction[IsUndoKey.self] = true
    #expect(transaction.animation == .easeIn)
    #expect(
      transaction.disablesAnimations && transaction.isContinuous && transaction.tracksVelocity
    )
    #expect(transaction[IsUndoKey.self])
  }

  @Test func customKeysCanHoldAnExplicitNil() {
    var transaction = Transaction()
    #expect(transaction[SourceKey.self] == "unknown")
    transaction[SourceKey.self] = nil
    #expect(transaction[SourceKey.self] == nil)
  }

  @Test func mergingLetsSetInnerValuesWin() {
    var outer = Transaction(animation: .easeIn)
    outer.isContinuous = true
    outer[IsUndoKey.self] = true
    var inner = Transaction()
    inner.disablesAnimations = true
    let merged = inner.merged(over: outer)
    #expect(merged.animation == .easeIn)
    #expect(merged.isContinuous && merged.disablesAnimations && merged[IsUndoKey.self])
    let silenced = Transaction(animation: nil).merged(over: outer)
    #expect(silenced.animation == nil)
    #expect(silenced.isContinuous)
  }

  @Test func completionsAreRecordedInOrderWithTheirCriteria() {
    var transaction = Transaction(animation: .smooth)
    transaction.addAnimationCompletion {}
    transaction.addAnimationCompletion(criteria: .removed) {}
    #expect(transaction.animationCompletions.map(\.criteria) == [.logicallyComplete, .removed])
  }
}
