#if os(Linux)
import SwiftUI
import Testing

extension EnvironmentValues {
  @Entry var customValue = 7
  @Entry var greetingName: String = "x"
  @Entry var selectedID: Int?
}

extension Transaction {
  @Entry var isUndo = false
}

private struct ValueLabel: View {
  @Environment(\.customValue) private var value
  @Environment(\.greetingName) private var name
  @Environment(\.selectedID) private var selection

  var body: some View {
    Text("\(value) \(name) \(selection.map(String.init) ?? "none")")
  }
}

@MainActor
@Suite("@Entry: environment and transaction values declared with their keys")
struct EntryMacroTests {
  @Test func environmentValuesHaveTheirDefaults() {
    let host = ViewHost(ValueLabel())
    #expect(host.snapshot().first("Text")?.text == "7 x none")
  }

  @Test func environmentValuesAreWrittenByTheEnvironmentModifier() {
    let host = ViewHost(
      ValueLabel()
        .environment(\.customValue, 3)
        .environment(\.greetingName, "y")
        .environment(\.selectedID, 2)
    )
    #expect(host.snapshot().first("Text")?.text == "3 y 2")
  }

  @Test func theAccessorsGoThroughTheKeys() {
    var values = EnvironmentValues()
    #expect(values.customValue == 7)
    values.customValue = 3
    #expect(values.customValue == 3)
    var transaction = Transaction()
    #expect(transaction.isUndo == false)
    transaction.isUndo = true
    #expect(transaction.isUndo)
  }
}
#endif
