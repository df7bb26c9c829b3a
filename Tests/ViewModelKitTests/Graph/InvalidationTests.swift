import Testing
import ViewModelKit

// Fragments of the kind seed 000 measures, beyond the seed: the reports follow SwiftUI's rules
// (DESIGN §4, reference §5).

/// A grandchild reads the root's state through two bindings; the view between does not read it.
private struct Root: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Middle(count: $count)
    }
  }
}

private struct Middle: View {
  @Binding var count: Int

  var body: some View {
    Leaf(value: $count)
  }
}

private struct Leaf: View {
  @Binding var value: Int

  var body: some View {
    Text("Value \(value)")
  }
}

/// Children given equal and unequal values, and a child given a closure.
private struct Parent: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
      Half(value: count / 2)
      Fixed(title: "Fixed")
      ActionRow(title: "Row") { print("row tapped") }
    }
  }
}

private struct Half: View {
  let value: Int

  var body: some View {
    Text("Half \(value)")
  }
}

private struct Fixed: View {
  let title: String

  var body: some View {
    Text(title)
  }
}

private struct ActionRow: View {
  let title: String
  let action: () -> Void

  var body: some View {
    Button(title, action: action)
  }
}

/// A state written by a button but never read by the body.
private struct TapCounter: View {
  @State private var taps = 0

  var body: some View {
    Button("Tap") { taps += 1 }
  }
}

/// A state that is read, written away from its value and back in one action.
private struct Bouncer: View {
  @State private var value = 0

  var body: some View {
    VStack {
      Text("Value \(value)")
      Button("Bounce") {
        value = 1
        value = 0
      }
    }
  }
}

/// Both owners of seed 000's values in one view (the lesson's IP5).
private struct SameOwner: View {
  @State private var isOn = false
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Toggle("Enabled", isOn: $isOn)
      Button("Details") { withAnimation { isExpanded.toggle() } }
      if isExpanded {
        Text("Detail text")
      }
    }
    .opacity(isOn ? 1 : 0.4)
    .animation(.default, value: isOn)
  }
}

@MainActor
@Suite("Invalidation causes and skipped views")
struct InvalidationTests {
  @Test func everyViewHoldingABindingToTheChangedStateRecomputesForItsParent() throws {
    // A binding carries its value (reference §5.1: "@Binding: changed when the bound location's
    // value changed"), so Middle, which only passes `$count` on, is recomputed too; Root, which
    // owns `count` but does not read it, is not.
    let host = ViewHost(Root())
    let report = try host.measure("add") { try host.tap("Add") }
    #expect(
      report.description
        == "add: count changed | recomputed Middle parent, Leaf parent | skipped Root"
    )
    #expect(report.changed == ["count"])
    #expect(report.recomputed.map(\.description) == ["Middle parent", "Leaf parent"])
    #expect(shownTexts(host) == ["Add", "Value 1"])
  }

  @Test func anEqualChildValueIsSkippedAndAnUnequalOneRecomputes() throws {
    let host = ViewHost(Parent())
    let first = try host.measure("add-1") { try host.tap("Add") }
    #expect(
      first.description
        == "add-1: count changed | recomputed Parent local, ActionRow parent | skipped Half,Fixed"
    )
    let second = try host.measure("add-2") { try host.tap("Add") }
    #expect(
      second.description
        == "add-2: count changed | recomputed Parent local, Half parent, ActionRow parent | skipped Fixed"
    )
    #expect(shownTexts(host) == ["Count 2", "Add", "Half 1", "Fixed", "Row"])
  }

  @Test func aClosureInAChildsInputAlwaysCountsAsChanged() throws {
    let host = ViewHost(Parent())
    try host.tap("Add")
    try host.tap("Add")
    try host.tap("Add")
    #expect(
      host.updates.filter { $0.view == "ActionRow" }.map(\.cause)
        == [.identity, .parent, .parent, .parent]
    )
    #expect(host.updates.filter { $0.view == "Fixed" }.map(\.cause) == [.identity])
  }

  @Test func aStateWrittenButNeverReadDoesNotRecompute() throws {
    let host = ViewHost(TapCounter())
    let before = host.updates.count
    let report = try host.measure("tap") { try host.tap("Tap") }
    #expect(report.description == "tap: taps changed | recomputed none | skipped TapCounter")
    #expect(host.updates.count == before)
    #expect(host.treeDescription().hasPrefix("TapCounter {taps: 1}"))
  }

  @Test func aStateWrittenBackToItsValueInOneActionDoesNotRecompute() throws {
    let host = ViewHost(Bouncer())
    let before = host.updates.filter(\.isUserDefined).count
    try host.tap("Bounce")
    #expect(host.updates.filter(\.isUserDefined).count == before)
    #expect(shownTexts(host) == ["Value 0", "Bounce"])
  }

  @Test func twoValuesOfOneOwnerAreBothLocal() throws {
    let host = ViewHost(SameOwner())
    let opened = try host.measure("panel-opened") { try host.tap("Details") }
    let enabled = try host.measure("enabled-changed") { try host.toggle("Enabled") }
    #expect(
      opened.description
        == "panel-opened: isExpanded changed | recomputed SameOwner local | skipped none"
    )
    #expect(
      enabled.description
        == "enabled-changed: isOn changed | recomputed SameOwner local | skipped none"
    )
  }

  @Test func theSameChangeWithAndWithoutAnimationGivesTheSameReport() throws {
    let animated = ViewHost(Parent())
    let plain = ViewHost(Parent())
    try animated.tap("Add")
    try plain.tap("Add")
    let withAnimationReport = animated.measure("add") {
      withAnimation { try? animated.tap("Add") }
    }
    let plainReport = try plain.measure("add") { try plain.tap("Add") }
    #expect(withAnimationReport == plainReport)
    #expect(animated.updates.last?.transaction.animation == .default)
    #expect(plain.updates.last?.transaction.animation == nil)
  }
}

/// Ten thousand user views; one of them reads the state that changes.
private struct BigTree: View {
  var body: some View {
    VStack {
      ForEach(0..<9_998) { index in
        Cell(index: index)
      }
      HotCell()
    }
  }
}

private struct Cell: View {
  let index: Int

  var body: some View {
    Text("Cell \(index)")
  }
}

private struct HotCell: View {
  @State private var count = 0

  var body: some View {
    Button("Hot \(count)") { count += 1 }
  }
}

@MainActor
@Suite("A large tree")
struct LargeTreeTests {
  @Test func aStateChangeReadByOneViewOfTenThousandRecomputesThatViewAlone() throws {
    let host = ViewHost(BigTree())
    #expect(host.updates.filter(\.isUserDefined).count == 10_000)
    let before = host.updates.count
    let report = try host.measure("hot") { try host.tap("Hot 0") }
    #expect(host.updates.count - before == 1)
    #expect(report.recomputed.map(\.description) == ["HotCell local"])
    #expect(report.skipped.count == 9_999)
    #expect(host.updates.last?.view == "HotCell")
  }
}
