import Testing
import ViewModelKit

private struct TestError: Error, Equatable {}

/// Collects what the completion observer is given.
private final class ObservedTransactions: @unchecked Sendable {
  // Only appended to synchronously on the test's own task.
  var transactions: [Transaction] = []
}

@Suite("withAnimation")
struct WithAnimationTests {
  @Test func defaultAnimationIsDefault() {
    #expect(withAnimation { Transaction.current.animation } == .default)
    #expect(withAnimation(.bouncy) { Transaction.current.animation } == .bouncy)
  }

  @Test func nilExplicitlyRemovesAnOuterAnimation() {
    withAnimation(.easeIn) {
      #expect(withAnimation(nil) { Transaction.current.animation } == nil)
      #expect(Transaction.current.animation == .easeIn)
    }
  }

  @Test func returnsTheBodysResultAndRethrows() throws {
    #expect(withAnimation { 42 } == 42)
    #expect(throws: TestError.self) {
      try withAnimation(.linear) { throw TestError() }
    }
    #expect(Transaction.current.animation == nil)
  }

  @Test func completionIsRecordedWithTheTransaction() {
    let completions = withAnimation(.smooth, completionCriteria: .removed) {
      (Transaction.current.animation, Transaction.current.animationCompletions.map(\.criteria))
    } completion: {
    }
    #expect(completions.0 == .smooth)
    #expect(completions.1 == [.removed])
    #expect(Transaction.current.animationCompletions.isEmpty)
  }

  @Test func observerReceivesEachTransactionThatAddedCompletions() {
    let observed = ObservedTransactions()
    let observer: @Sendable (Transaction) -> Void = { observed.transactions.append($0) }
    Transaction.$completionObserver.withValue(CompletionObserver(observer)) {
      withAnimation(.easeIn) {
        withAnimation(.bouncy) {
        } completion: {
        }
        withAnimation(.snappy) {}
      } completion: {
      }
      try? withAnimation(.linear) {
        throw TestError()
      } completion: {
      }
      withAnimation {}
    }
    #expect(observed.transactions.map(\.animation) == [.bouncy, .easeIn, .linear])
    #expect(observed.transactions.map(\.animationCompletions.count) == [1, 1, 1])
  }

  @Test func completionsFireOnTheMainActorWhenTheHostCallsThem() async {
    let transaction = withAnimation(.smooth) {
      Transaction.current
    } completion: {
    }
    await MainActor.run {
      for completion in transaction.animationCompletions { completion.handler() }
    }
    #expect(transaction.animationCompletions.count == 1)
  }
}
