import Testing
import ViewModelKit

// `onChange` as SwiftUI runs it (reference swiftui-beyond §5.2): after the update, with the old
// and new values, `initial: true` at appearance, and the deprecated one-value form calling the
// action of the previous view value.

@MainActor
private final class ChangeLog {
  var entries: [String] = []
}

private struct Counter: View {
  let log: ChangeLog
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Button("Same") { count += 0 }
      Labelled(log: log, title: "count is \(count)", count: count)
    }
  }
}

private struct Labelled: View {
  let log: ChangeLog
  let title: String
  let count: Int

  var body: some View {
    Text(title)
      .onChange(of: count, initial: true) { old, new in log.entries.append("\(old)->\(new)") }
      .onChange(of: count) { log.entries.append("changed") }
      .onChange(of: count) { new in log.entries.append("legacy \(new) saw \"\(title)\"") }
  }
}

@MainActor
@Suite("onChange: after the update, old and new values, initial, the legacy form")
struct OnChangeTests {
  @Test func actionsRunAfterTheUpdateWithOldAndNewValues() throws {
    let log = ChangeLog()
    let host = ViewHost(Counter(log: log))
    #expect(log.entries == ["0->0"])
    try host.tap("Add")
    try host.tap("Same")
    try host.tap("Add")
    #expect(
      log.entries == [
        "0->0",
        "0->1", "changed", "legacy 1 saw \"count is 0\"",
        "1->2", "changed", "legacy 2 saw \"count is 1\"",
      ]
    )
  }
}
