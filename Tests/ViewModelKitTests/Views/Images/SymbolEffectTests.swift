import Testing
import ViewModelKit

private struct Alerts: View {
  @State private var count = 0
  @State private var isSearching = false

  var body: some View {
    VStack {
      Image(systemName: "bell")
        .symbolEffect(.bounce.down, options: .repeat(2).speed(1.5), value: count)
      Image(systemName: "wifi")
        .symbolEffect(.variableColor.iterative.reversing, isActive: isSearching)
      Image(systemName: count > 0 ? "bell.badge" : "bell")
        .contentTransition(.symbolEffect(.replace.downUp))
      Image(systemName: "star").symbolEffect(.pulse).symbolEffectsRemoved()
      Button("Notify") { count += 1 }
      Button("Search") { isSearching = true }
    }
  }
}

@MainActor
private func effects<Root: View>(of name: String, in host: ViewHost<Root>) -> [String] {
  (host.snapshot().all("Image").first { $0.text == name }?.effects ?? []).map(\.description)
}

@MainActor
@Suite("symbolEffect")
struct SymbolEffectTests {
  @Test func effectsAreRecordedWithTheirConfigurationAndState() throws {
    let host = ViewHost(Alerts())
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, options: repeat(2).speed(1.5), value: 0)"
      ]
    )
    #expect(
      effects(of: "wifi", in: host) == ["symbolEffect(variableColor.iterative.reversing, inactive)"]
    )
    #expect(
      effects(of: "star", in: host) == [
        "symbolEffect(removed)", "symbolEffect(pulse, play: 1, progress: 0)",
      ]
    )
    try host.tap("Notify")
    try host.tap("Search")
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, options: repeat(2).speed(1.5), value: 1, runs: 1, progress: 0)"
      ]
    )
    #expect(
      effects(of: "wifi", in: host) == [
        "symbolEffect(variableColor.iterative.reversing, play: 1, progress: 0)"
      ]
    )
    #expect(
      effects(of: "bell.badge", in: host) == ["contentTransition(symbolEffect(replace.downUp))"]
    )
  }

  @Test func optionsDescribeThemselvesAndIgnoreBadSpeeds() {
    #expect(SymbolEffectOptions.default.description == "default")
    #expect(SymbolEffectOptions.repeating.speed(-1).description == "repeating")
    #expect(SymbolEffectOptions.speed(.nan).repeat(0).description == "repeat(1)")
    #expect(SymbolEffectOptions.repeat(3).nonRepeating.description == "nonRepeating")
  }
}
