import Testing
import ViewModelKit

// Structural identity: `if` without `else`, `if`/`else` and `switch` branches, `AnyView`, and a
// stable `.id` (reference §4.1, §4.2).

private struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

private struct OptionalCounter: View {
  @State private var isShown = true

  var body: some View {
    VStack {
      Button("Toggle") { isShown.toggle() }
      if isShown {
        Counter(name: "Counter")
      }
    }
  }
}

/// Both branches hold the same type with the same input: still two identities.
private struct SameTypeBranches: View {
  @State private var flag = false

  var body: some View {
    VStack {
      Button("Flip") { flag.toggle() }
      if flag {
        Counter(name: "Counter")
      } else {
        Counter(name: "Counter")
      }
    }
  }
}

private enum Mode: Equatable {
  case first
  case second
  case third
}

private struct SwitchCounter: View {
  @State private var mode = Mode.first

  var body: some View {
    VStack {
      Button("First") { mode = .first }
      Button("Second") { mode = .second }
      Button("Third") { mode = .third }
      switch mode {
      case .first:
        Counter(name: "Counter")
      case .second:
        Counter(name: "Counter")
      case .third:
        Text("Nothing")
      }
    }
  }
}

private struct OtherCounter: View {
  @State private var count = 0

  var body: some View {
    Button("Counter \(count)") { count += 1 }
  }
}

private struct ErasedCounter: View {
  @State private var useOther = false
  @State private var title = "Erased"

  var body: some View {
    VStack {
      Text(title)
      Button("Retitle") { title += "!" }
      Button("Swap") { useOther.toggle() }
      erased
    }
  }

  /// One `AnyView` in one place, wrapping one type or the other.
  private var erased: AnyView {
    useOther ? AnyView(OtherCounter()) : AnyView(Counter(name: "Counter"))
  }
}

private struct ErasedSameType: View {
  @State private var useOther = false

  var body: some View {
    VStack {
      Button("Swap") { useOther.toggle() }
      AnyView(useOther ? Counter(name: "Counter") : Counter(name: "Counter"))
    }
  }
}

private struct StableID: View {
  @State private var title = "Stable"

  var body: some View {
    VStack {
      Text(title)
      Button("Retitle") { title += "!" }
      Counter(name: "Counter")
        .id("fixed")
    }
  }
}

@MainActor
@Suite("Structural identity")
struct StructuralIdentityTests {
  @Test func removingAndReinsertingAnOptionalViewResetsItsState() throws {
    let host = ViewHost(OptionalCounter())
    try host.tap("Counter 0")
    try host.tap("Toggle")
    #expect(shownTexts(host) == ["Toggle"])
    let report = try host.measure("show") { try host.tap("Toggle") }
    #expect(
      report.description
        == "show: isShown changed | recomputed OptionalCounter local, Counter identity | skipped none"
    )
    #expect(shownTexts(host) == ["Toggle", "Counter 0"])
  }

  @Test func branchesOfTheSameTypeAreStillDifferentViews() throws {
    let host = ViewHost(SameTypeBranches())
    try host.tap("Counter 0")
    let report = try host.measure("flip") { try host.tap("Flip") }
    #expect(
      report.description
        == "flip: flag changed | recomputed SameTypeBranches local, Counter identity | skipped none"
    )
    #expect(shownTexts(host) == ["Flip", "Counter 0"])
  }

  @Test func eachCaseOfASwitchIsItsOwnIdentity() throws {
    let host = ViewHost(SwitchCounter())
    try host.tap("Counter 0")
    try host.tap("First")
    #expect(shownTexts(host).last == "Counter 1")
    try host.tap("Second")
    #expect(shownTexts(host).last == "Counter 0")
    try host.tap("Counter 0")
    try host.tap("Third")
    #expect(shownTexts(host).last == "Nothing")
    try host.tap("Second")
    #expect(shownTexts(host).last == "Counter 0")
  }

  @Test func anAnyViewKeepsItsContentWhileTheTypeStaysAndReplacesItWhenTheTypeChanges() throws {
    let host = ViewHost(ErasedCounter())
    try host.tap("Counter 0")
    try host.tap("Retitle")
    #expect(shownTexts(host).last == "Counter 1")
    let swap = try host.measure("swap") { try host.tap("Swap") }
    #expect(
      swap.description
        == "swap: useOther changed | recomputed ErasedCounter local, OtherCounter identity | skipped none"
    )
    #expect(shownTexts(host).last == "Counter 0")

    let same = ViewHost(ErasedSameType())
    try same.tap("Counter 0")
    try same.tap("Swap")
    #expect(shownTexts(same).last == "Counter 1")
  }

  @Test func anUnchangedIDKeepsTheState() throws {
    let host = ViewHost(StableID())
    try host.tap("Counter 0")
    let report = try host.measure("retitle") { try host.tap("Retitle") }
    #expect(
      report.description
        == "retitle: title changed | recomputed StableID local | skipped Counter"
    )
    #expect(shownTexts(host) == ["Stable!", "Retitle", "Counter 1"])
  }
}
