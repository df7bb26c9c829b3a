import Testing
import ViewModelKit

private struct WidestTitleKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value = max(value, nextValue())
  }
}

private struct TitlesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

private struct SelectionKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

private final class Calls {
  var values: [Int] = []
}

private struct Menu: View {
  @State private var showsSettings = false
  @State private var widest = 0
  @State private var unrelated = 0
  let calls: Calls

  var body: some View {
    VStack {
      Text("Widest: \(widest)")
      Text("Home").preference(key: WidestTitleKey.self, value: 4)
      if showsSettings {
        Text("Settings").preference(key: WidestTitleKey.self, value: 8)
      }
      Button("More") { showsSettings.toggle() }
      Button("Nudge") { unrelated += 1 }
      Text("\(unrelated)")
    }
    .onPreferenceChange(WidestTitleKey.self) { width in
      calls.values.append(width)
      widest = width
    }
  }
}

private struct Section: View {
  let titles: [String]

  var body: some View {
    VStack {
      ForEach(titles, id: \.self) { Text($0).preference(key: TitlesKey.self, value: [$0]) }
    }
  }
}

private struct Outline: View {
  @State private var shown: [String] = []

  var body: some View {
    VStack {
      Text(shown.joined(separator: ", "))
      Section(titles: ["A", "B"])
      Section(titles: ["C", "D"]).preference(key: TitlesKey.self, value: ["CD"])
    }
    .onPreferenceChange(TitlesKey.self) { shown = $0 }
  }
}

@MainActor
struct PreferenceTests {
  @Test func anAncestorReadsTheReducedValueWhenItAppears() {
    let calls = Calls()
    let host = ViewHost(Menu(calls: calls))
    #expect(calls.values == [4])
    #expect(host.snapshot().first("Text")?.text == "Widest: 4")
  }

  @Test func theActionRunsWhenTheValueChangesAndOnlyThen() throws {
    let calls = Calls()
    let host = ViewHost(Menu(calls: calls))
    try host.tap("More")
    #expect(host.snapshot().first("Text")?.text == "Widest: 8")
    try host.tap("Nudge")
    try host.tap("More")
    #expect(calls.values == [4, 8, 4])
    #expect(host.snapshot().first("Text")?.text == "Widest: 4")
  }

  @Test func valuesCombineInTreeOrderAndAWriterReplacesItsSubtrees() {
    let host = ViewHost(Outline())
    #expect(host.snapshot().first("Text")?.text == "A, B, CD")
  }

  @Test func anOptionalKeyDefaultsToNil() {
    #expect(SelectionKey.defaultValue == nil)
  }
}
