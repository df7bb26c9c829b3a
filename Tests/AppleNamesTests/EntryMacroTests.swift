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

extension FocusedValues {
  @Entry var focusedTitle: String?
}

extension ContainerValues {
  @Entry var isPinned = false
  @Entry var badge: String = "none"
}

private struct TitleField: View {
  @State private var title = "Draft"
  @FocusState private var isFocused: Bool

  var body: some View {
    VStack {
      TextField("Title", text: $title)
        .focused($isFocused)
        .focusedValue(\.focusedTitle, title)
      FocusedTitleLabel()
    }
  }
}

private struct FocusedTitleLabel: View {
  @FocusedValue(\.focusedTitle) private var title

  var body: some View {
    Text(title.map { "Editing \($0)" } ?? "Not editing")
  }
}

private struct PinBoard<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        Text(
          "\(subview.containerValues.isPinned ? "pinned" : "loose") \(subview.containerValues.badge)"
        )
      }
    }
  }
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
@Suite("@Entry: environment, transaction, focused and container values declared with their keys")
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

  @Test func focusedValuesAreReadWhileTheirFieldHasFocus() throws {
    let host = ViewHost(TitleField())
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("Not editing"))
    try host.type("Plans", into: "Title")
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("Editing Plans"))
  }

  @Test func containerValuesHaveTheirDefaultsAndAreSetOnSubviews() {
    let host = ViewHost(
      PinBoard {
        Text("A")
        Text("B").containerValue(\.isPinned, true).containerValue(\.badge, "new")
      }
    )
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["loose none", "pinned new"])
  }
}
#endif
