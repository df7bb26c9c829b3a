import Testing
import ViewModelKit

// Seed 000's fragment, written as the SwiftUI code it shows.

private struct PanelScreen: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Enabled", isOn: $isOn)
      DetailPanel(isOn: isOn)
      StatusText()
    }
  }
}

private struct DetailPanel: View {
  let isOn: Bool
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button("Details") {
        withAnimation {
          isExpanded.toggle()
        }
      }
      if isExpanded {
        Text("Detail text")
      }
    }
    .opacity(isOn ? 1 : 0.4)
    .animation(.default, value: isOn)
  }
}

private struct StatusText: View {
  var body: some View {
    Text("Ready")
  }
}

@MainActor
@Suite("Seed 000: PanelScreen")
struct PanelScreenTests {
  @Test func reportsTheTwoLinesOfTheLesson() throws {
    let host = ViewHost(PanelScreen())
    let opened = try host.measure("panel-opened") { try host.tap("Details") }
    let enabled = try host.measure("enabled-changed") { try host.toggle("Enabled") }
    #expect(
      opened.description
        == "panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText"
    )
    #expect(
      enabled.description
        == "enabled-changed: isOn changed | recomputed PanelScreen local, DetailPanel parent | skipped StatusText"
    )
    let counts = [opened, enabled].map(\.causeCounts)
      .reduce(into: [UpdateCause: Int]()) {
        total,
        counts in total.merge(counts, uniquingKeysWith: +)
      }
    #expect(counts[.local] == 2)
    #expect(counts[.parent] == 1)
    #expect(counts[.observed, default: 0] == 0)
    #expect(counts[.environment, default: 0] == 0)
  }

  @Test func theSameChangeWithAndWithoutAnimationRecomputesTheSameViews() throws {
    let animated = ViewHost(ExpandingPanel(animated: true))
    let plain = ViewHost(ExpandingPanel(animated: false))
    let first = try animated.measure("animated") { try animated.tap("Details") }
    let second = try plain.measure("unanimated") { try plain.tap("Details") }
    #expect(first.recomputed == second.recomputed)
    #expect(first.skipped == second.skipped)
    #expect(first.changed == second.changed)
    #expect(
      second.description
        == "unanimated: isExpanded changed | recomputed AnimatedDetail local | skipped ExpandingPanel,StatusText"
    )
    #expect(animated.updates.last?.transaction.animation == .default)
    #expect(plain.updates.last?.transaction.animation == nil)
  }

  @Test func initialRenderEvaluatesEveryUserViewForIdentity() {
    let host = ViewHost(PanelScreen())
    let initial = host.updates.filter(\.isUserDefined)
    #expect(initial.map(\.view) == ["PanelScreen", "DetailPanel", "StatusText"])
    #expect(initial.allSatisfy { $0.cause == .identity })
  }

  @Test func theExplicitAnimationTravelsWithTheChange() throws {
    let host = ViewHost(PanelScreen())
    try host.tap("Details")
    let record = try #require(host.updates.last { $0.view == "DetailPanel" })
    #expect(record.transaction.animation == .default)
    try host.toggle("Enabled")
    let panel = try #require(host.updates.last { $0.view == "DetailPanel" })
    #expect(panel.transaction.animation == nil)
  }
}

/// Seed 000's bounding measurement: the same change, animated or not.
private struct ExpandingPanel: View {
  let animated: Bool

  var body: some View {
    AnimatedDetail(animated: animated)
    StatusText()
  }
}

private struct AnimatedDetail: View {
  let animated: Bool
  @State private var isExpanded = false

  var body: some View {
    Button("Details") {
      if animated {
        withAnimation { isExpanded.toggle() }
      } else {
        isExpanded.toggle()
      }
    }
    if isExpanded {
      Text("Detail text")
    }
  }
}
