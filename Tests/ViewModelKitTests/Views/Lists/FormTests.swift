import Foundation
import Testing
import ViewModelKit

private struct SettingsForm: View {
  @State private var name = "Ada"
  @State private var notifications = true
  @State private var darkMode = false

  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: $name)
      }
      Section {
        Toggle("Notifications", isOn: $notifications)
        Toggle("Dark mode", isOn: $darkMode)
      } header: {
        Text("Preferences")
      } footer: {
        Text(notifications ? "Sent daily" : "Off")
      }
      Section(header: Text("About")) {
        Text("Version 1.0")
      }
    }
  }
}

@MainActor
@Suite("Form and Section")
struct FormTests {
  /// A form lays out as a grouped list: its sections, leading-aligned, one under the other with
  /// no spacing, each its header, rows and footer.
  @Test func sectionsStackUnderTheirHeaders() {
    let host = ViewHost(SettingsForm())
    let snapshot = host.snapshot()
    let texts = snapshot.all("Text").filter { $0.text != nil }
    #expect(
      texts.map(\.text) == [
        "Account", "Name", "Preferences", "Notifications", "Dark mode", "Sent daily", "About",
        "Version 1.0",
      ]
    )
    let form = snapshot.first("Form")
    #expect(form?.frame == rect(143, 342, 104, 160))
    #expect(texts.map(\.frame.minX) == [143, 143, 143, 143, 143, 143, 143, 143])
    #expect(texts.map(\.frame.minY) == [342, 362, 382, 402, 422, 442, 462, 482])
  }

  @Test func aToggleInASectionChangesTheFooter() throws {
    let host = ViewHost(SettingsForm())
    try host.toggle("Notifications")
    #expect(shownTexts(host).contains("Off"))
  }

  /// Every spelling of `Section`'s initialisers.
  @Test func sectionSpellings() {
    struct Sections: View {
      var body: some View {
        List {
          Section { Text("Plain") }
          Section {
            Text("Rows")
          } header: {
            Text("Header")
          }
          Section {
            Text("More")
          } footer: {
            Text("Footer")
          }
          Section(footer: Text("Old footer")) { Text("Old") }
          Section(header: Text("H"), footer: Text("F")) { Text("Both") }
        }
      }
    }
    #expect(
      shownTexts(ViewHost(Sections())) == [
        "Plain", "Header", "Rows", "More", "Footer", "Old", "Old footer", "H", "Both", "F",
      ]
    )
  }

  @Test func formStyleIsRecorded() {
    struct Settings: View {
      @State private var isOn = false
      var body: some View {
        Form { Toggle("Wi-Fi", isOn: $isOn) }.formStyle(.grouped)
      }
    }
    #expect(ViewHost(Settings()).treeDescription().contains(".formStyle(GroupedFormStyle)"))
  }
}
