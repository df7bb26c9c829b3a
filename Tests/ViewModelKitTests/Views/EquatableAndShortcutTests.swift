import Testing
import ViewModelKit

// `.equatable()` rows that decide themselves whether they changed, and recorded keyboard
// shortcuts, as list and form screens write them.

private struct PriceRow: View, Equatable {
  let name: String
  let cents: Int
  /// Not part of what the row shows: left out of `==`.
  let fetchedAt: Double

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.cents == rhs.cents
  }

  var body: some View {
    Text("\(name): \(cents)¢")
  }
}

private struct PriceList: View {
  @State private var refreshes = 0

  var body: some View {
    VStack {
      Button("Refresh") { refreshes += 1 }
      PriceRow(name: "Tea", cents: 250, fetchedAt: Double(refreshes)).equatable()
      Text("\(refreshes) refreshes")
    }
  }
}

@MainActor
@Suite("equatable() and keyboard shortcuts")
struct EquatableAndShortcutTests {
  @Test func anEquatableRowIsSkippedWhenEqualByItsOwnEquality() throws {
    let host = ViewHost(PriceList())
    let report = try host.measure("refresh") { try host.tap("Refresh") }
    #expect(
      report.description
        == "refresh: refreshes changed | recomputed PriceList local | skipped PriceRow"
    )
  }

  @Test func keyboardShortcutsAreRecorded() {
    let host = ViewHost(
      VStack {
        Button("Sign In") {}.keyboardShortcut(.defaultAction)
        Button("Close") {}.keyboardShortcut(.cancelAction)
        Button("New") {}.keyboardShortcut("n", modifiers: [.command, .shift])
      }
    )
    let tree = host.treeDescription()
    #expect(tree.contains(".keyboardShortcut(defaultAction)"))
    #expect(tree.contains(".keyboardShortcut(cancelAction)"))
    #expect(tree.contains(#".keyboardShortcut("n" modifiers: 18)"#))
    #expect(KeyboardShortcut("s").modifiers == .command)
  }
}
