import Testing
import ViewModelKit

// The transaction flows down the tree; `.animation(_:value:)` and `.transaction` change it for
// their content (reference §3.3, §9 #6–#9).

private struct ImplicitScreen: View {
  @State private var a = 0
  @State private var b = 0

  var body: some View {
    VStack {
      Button("A") { a += 1 }
      Button("B") { b += 1 }
      Button("A and B") {
        a += 1
        b += 1
      }
      Button("Animated A") { withAnimation { a += 1 } }
      Probe(a: a, b: b)
        .animation(.easeIn, value: a)
      Sibling(b: b)
    }
  }
}

private struct Probe: View {
  let a: Int
  let b: Int

  var body: some View {
    Text("a \(a) b \(b)")
  }
}

private struct Sibling: View {
  let b: Int

  var body: some View {
    Text("sibling \(b)")
  }
}

/// `.animation(nil, value:)` removes an outer animation in the transaction where its value changed.
private struct NilAnimationScreen: View {
  @State private var a = 0

  var body: some View {
    VStack {
      Button("Animated A") { withAnimation { a += 1 } }
      Probe(a: a, b: 0)
        .animation(nil, value: a)
      Sibling(b: a)
    }
  }
}

/// An animation already in the transaction wins over `.animation(_:value:)` when animations are
/// disabled.
private struct DisabledAnimationsScreen: View {
  @State private var a = 0

  var body: some View {
    VStack {
      Button("Linear A") {
        var transaction = Transaction()
        transaction.animation = .linear
        transaction.disablesAnimations = true
        withTransaction(transaction) { a += 1 }
      }
      Probe(a: a, b: 0)
        .animation(.spring, value: a)
    }
  }
}

/// A child declines the animation imposed from above.
private struct DecliningScreen: View {
  @State private var a = 0

  var body: some View {
    VStack {
      Button("Animated A") { withAnimation(.easeInOut) { a += 1 } }
      Probe(a: a, b: 0)
        .transaction { $0.animation = nil }
      Sibling(b: a)
    }
  }
}

@MainActor
@Suite("The transaction flowing down the tree")
struct TransactionFlowTests {
  @Test func animationWithValueDoesNothingWhenItsValueDidNotChange() throws {
    let host = ViewHost(ImplicitScreen())
    try host.tap("B")
    let probe = try #require(host.updates.last { $0.view == "Probe" })
    #expect(probe.cause == .parent)
    #expect(probe.transaction.animation == nil)
  }

  @Test func animationWithValueAnimatesItsContentWhenItsValueChanged() throws {
    let host = ViewHost(ImplicitScreen())
    try host.tap("A")
    let probe = try #require(host.updates.last { $0.view == "Probe" })
    #expect(probe.transaction.animation == .easeIn)
    #expect(host.updates.last { $0.view == "ImplicitScreen" }?.transaction.animation == nil)
  }

  @Test func anotherChangeInTheSameTransactionInheritsTheAnimation() throws {
    let host = ViewHost(ImplicitScreen())
    try host.tap("A and B")
    let probe = try #require(host.updates.last { $0.view == "Probe" })
    #expect(probe.transaction.animation == .easeIn)
    // The sibling is outside the modifier's content.
    let sibling = try #require(host.updates.last { $0.view == "Sibling" })
    #expect(sibling.transaction.animation == nil)
  }

  @Test func animationWithValueReplacesAnOuterAnimation() throws {
    let host = ViewHost(ImplicitScreen())
    try host.tap("Animated A")
    #expect(host.updates.last { $0.view == "Probe" }?.transaction.animation == .easeIn)
    #expect(
      host.updates.last { $0.view == "ImplicitScreen" }?.transaction.animation == .default
    )
  }

  @Test func animationNilWithValueRemovesTheOuterAnimation() throws {
    let host = ViewHost(NilAnimationScreen())
    try host.tap("Animated A")
    #expect(host.updates.last { $0.view == "Probe" }?.transaction.animation == nil)
    #expect(host.updates.last { $0.view == "Sibling" }?.transaction.animation == .default)
  }

  @Test func disablesAnimationsKeepsTheTransactionsOwnAnimation() throws {
    let host = ViewHost(DisabledAnimationsScreen())
    try host.tap("Linear A")
    let probe = try #require(host.updates.last { $0.view == "Probe" })
    #expect(probe.transaction.animation == .linear)
    #expect(probe.transaction.disablesAnimations)
  }

  @Test func aTransactionModifierDeclinesTheAnimationFromAbove() throws {
    let host = ViewHost(DecliningScreen())
    try host.tap("Animated A")
    #expect(host.updates.last { $0.view == "Probe" }?.transaction.animation == nil)
    #expect(host.updates.last { $0.view == "Sibling" }?.transaction.animation == .easeInOut)
    #expect(
      host.updates.last { $0.view == "DecliningScreen" }?.transaction.animation == .easeInOut
    )
  }

  @Test func animationWithValueAppliesOnlyInThePassWhereItsValueChanged() throws {
    let host = ViewHost(ImplicitScreen())
    try host.tap("A")
    try host.tap("B")
    let probes = host.updates.filter { $0.view == "Probe" }
    #expect(probes.map(\.transaction.animation) == [nil, .easeIn, nil])
  }
}
