import Testing
import ViewModelKit

// Who appears and who disappears first when an identity changes: a removal with no transition
// to run is immediate, so its onDisappear runs before the insertion's onAppear (as SwiftUI does
// for `.transition(.identity)`); any other removal disappears after the insertion appears.

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Flipper: View {
  @State private var toggle = false
  let transition: AnyTransition?
  let log: Log

  var body: some View {
    VStack {
      Button("Flip") { toggle.toggle() }
      if let transition {
        tracked.transition(transition).id(toggle)
      } else {
        tracked.id(toggle)
      }
    }
  }

  private var tracked: some View {
    Color.red
      .onAppear { log.entries.append("A" + (toggle ? "T" : "F")) }
      .onDisappear { log.entries.append("D" + (toggle ? "T" : "F")) }
  }
}

private struct Swapper: View {
  @State private var showsFirst = true
  let log: Log

  var body: some View {
    VStack {
      Button("Swap") { showsFirst.toggle() }
      if showsFirst {
        Text("First")
          .onAppear { log.entries.append("appear First") }
          .onDisappear { log.entries.append("disappear First") }
          .transition(.asymmetric(insertion: .opacity, removal: .identity))
      } else {
        Text("Second")
          .onAppear { log.entries.append("appear Second") }
          .onDisappear { log.entries.append("disappear Second") }
          .transition(.identity)
      }
    }
  }
}

@MainActor
@Suite("Identity changes: the order of appear and disappear actions")
struct IdentityLifecycleOrderTests {
  @Test func withoutATransitionTheNewIdentityAppearsFirst() throws {
    let log = Log()
    let host = ViewHost(Flipper(transition: nil, log: log))
    try host.tap("Flip")
    #expect(log.entries == ["AF", "AT", "DT"])
  }

  @Test func withTheIdentityTransitionTheOldIdentityDisappearsFirst() throws {
    let log = Log()
    let host = ViewHost(Flipper(transition: .identity, log: log))
    try host.tap("Flip")
    #expect(log.entries == ["AF", "DT", "AT"])
    try host.tap("Flip")
    #expect(log.entries == ["AF", "DT", "AT", "DF", "AF"])
  }

  @Test func anAnimatedIdentityTransitionIsStillImmediate() throws {
    let log = Log()
    let host = ViewHost(Flipper(transition: .identity, log: log))
    try withAnimation(.linear(duration: 1)) { try host.tap("Flip") }
    #expect(log.entries == ["AF", "DT", "AT"])
  }

  @Test func aConditionalsRemovedBranchWithoutTransitionDisappearsBeforeTheOtherAppears() throws {
    let log = Log()
    let host = ViewHost(Swapper(log: log))
    try host.tap("Swap")
    #expect(log.entries == ["appear First", "disappear First", "appear Second"])
    try host.tap("Swap")
    #expect(
      log.entries == [
        "appear First", "disappear First", "appear Second", "disappear Second", "appear First",
      ]
    )
  }

  @Test func closingTheHostMakesTheLastIdentityDisappear() throws {
    let log = Log()
    let host = ViewHost(Flipper(transition: .identity, log: log))
    try host.tap("Flip")
    host.close()
    #expect(log.entries == ["AF", "DT", "AT", "DT"])
  }
}
