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
  /// A form lays out as an inset-grouped list: it fills the screen; each section's header, rows
  /// and footer stack in a card 20 points from the edges, contents 16 points further in; rows
  /// are 44 points tall (their 20-point texts centred); sections are 35 points apart.
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
    #expect(form?.frame == rect(0, 0, 390, 844))
    #expect(texts.map(\.frame.minX) == [36, 36, 36, 36, 36, 36, 36, 36])
    #expect(texts.map(\.frame.minY) == [0, 39, 106, 145, 189, 228, 283, 322])
    // A separator under Notifications, none under the last row of a section.
    #expect(snapshot.all("Rectangle").map(\.frame) == [rect(36, 176.5, 334, 0.5)])
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
