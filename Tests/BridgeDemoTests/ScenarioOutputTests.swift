import BridgeDemoCore
import Testing

@MainActor
@Suite("Scenario output")
struct ScenarioOutputTests {
  private func text(of scenario: Scenario) async throws -> String {
    let narration = Narration()
    _ = try await scenario.run(narration)
    return narration.text
  }

  private func lines(of scenario: Scenario) async throws -> [String] {
    try await text(of: scenario).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @Test(
    arguments: [
      (Scenario.viewCallback, Golden.viewCallback),
      (.channel, Golden.channel),
      (.invalidation, Golden.invalidation),
      (.identity, Golden.identity),
      (.animatable, Golden.animatable),
      (.async, Golden.asyncWork),
      (.navigation, Golden.navigation),
      (.list, Golden.list),
    ]
  )
  func matchesTheReviewedOutput(scenario: Scenario, golden: String) async throws {
    expectSameLines(try await text(of: scenario), golden + "\n")
  }

  @Test func viewCallbackNarratesEveryStepOfAClickInOrder() async throws {
    let lines = try await lines(of: .viewCallback)
    let start = try #require(lines.firstIndex { $0.hasPrefix("click 1 at t = 0.000 s") })
    let end = try #require(lines[start...].firstIndex { $0.isEmpty })
    let tags = lines[(start + 1)..<end].map { $0.dropFirst(2).prefix(13).trimmingSpaces() }
      .filter { !$0.isEmpty }
    #expect(
      tags == [
        "tap", "parent", "child", "subject", "onReceive", "withAnimation", "state change",
        "state change", "state change", "recomputed", "frames",
      ]
    )
    #expect(
      lines.contains(
        "  recomputed    click 1: width, buttonTitle, shouldExpand changed | recomputed ContentView observed, RectangleView observed | skipped none"
      )
    )
    #expect(
      lines.contains(
        "  withAnimation withAnimation { viewModel.collapseEvent() }: animation .default"
      )
    )
    #expect(
      lines.contains(
        "  state change  RectangleViewModel.width .infinity -> 200 (animation .default)"
      )
    )
    #expect(
      lines.contains(
        "  state change  ContentViewModel.buttonTitle \"Collapse\" -> \"Expand\" (no animation)"
      )
    )
    #expect(lines.contains("        0  0.000  390.0"))
    #expect(lines.contains("       87  1.450  200.0"))
    #expect(lines.contains("    390.0 |**"))
    #expect(lines.suffix(8).first == "final snapshot (t = 2.900 s):")
    #expect(lines.contains("        Rectangle (0, 386, 390, 100)"))
  }

  @Test func channelShowsTheAnimationSurvivingTheHopOnlyThroughTheChannel() async throws {
    let lines = try await lines(of: .channel)
    #expect(
      lines.contains(
        "  child         RectangleViewModel.collapseView() calls events.send(.collapse, animation: .spring)"
      )
    )
    #expect(
      lines.contains(
        "  state change  RectangleViewModel.width .infinity -> 200 (animation .spring)"
      )
    )
    #expect(lines.contains("    lines                35                       19"))
    #expect(
      lines.contains(
        "    withAnimation(.spring) { subject.send() }, no hop        animation .spring             319.6"
      )
    )
    #expect(
      lines.contains(
        "    withAnimation(.spring) { subject.send() }, receive(on:)  no animation                  200.0"
      )
    )
    #expect(
      lines.contains(
        "    events.send((), animation: .spring), receive(on:)        animation .spring             334.0"
      )
    )
  }

  @Test func invalidationPrintsTheLessonsMeasurementsExactly() async throws {
    let lines = try await lines(of: .invalidation)
    let first = try #require(lines.firstIndex { $0.hasPrefix("panel-opened:") })
    #expect(
      Array(lines[first..<(first + 6)]) == [
        "panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText",
        "enabled-changed: isOn changed | recomputed PanelScreen local, DetailPanel parent | skipped StatusText",
        "local: 2",
        "parent: 1",
        "observed: 0",
        "environment: 0",
      ]
    )
    #expect(lines.contains("  same views: true"))
  }

  @Test func identityShowsTheReplacementAndTheInterpolation() async throws {
    let lines = try await lines(of: .identity)
    #expect(lines.contains("ExpandedCard: @self, @identity, _isRead changed."))
    #expect(lines.contains("FixedCardView: _isExpanded changed."))
    #expect(
      lines.contains(
        "  recomputed    card-expand: isExpanded changed | recomputed CardView local, ExpandedCard identity | skipped none"
      )
    )
    #expect(lines.contains("    0.000  60 leaving 100.0%  844 shown 0.0%"))
    #expect(
      lines.contains(
        "  The cards' heights in these frames: 60 and 844, nothing in between. One card"
      )
    )
    #expect(lines.contains("    0.067                 218.2"))
  }

  @Test func asyncShowsTheLoadTheDebouncedSearchAndTheCountdownOnVirtualTime() async throws {
    let lines = try await lines(of: .async)
    let reply = try #require(lines.firstIndex { $0.hasPrefix("  t = 1.000 s") })
    #expect(lines[reply + 1].contains("\"Apples\", \"Pears\", \"Plums\""))
    #expect(lines[reply + 2].hasSuffix("FruitScreen (observed, animation .easeOut(duration: 0.3))"))
    #expect(lines.contains("                searches made: [\"pea\"] (one for three keystrokes)"))
    #expect(lines.contains { $0.contains("\"offer ended\"") })
  }

  @Test func animatableShowsThePathPerFrameTheImplicitValueAndTheDecline() async throws {
    let lines = try await lines(of: .animatable)
    #expect(lines.contains("    0.250                5                 225.0"))
    #expect(lines.contains("    0.250                0                 360.0"))
    #expect(
      lines.contains {
        $0.hasPrefix("  tap Count     x 185 -> 195 in the first frame, animating: false")
      }
    )
    #expect(lines.contains("    0.000                  50.0                 300.0"))
    #expect(lines.contains("    0.333  -59.6  1.348          6.7     0.92"))
    #expect(lines.contains("  Every frame shows timeline.value(time:) at that time: yes."))
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
