import Testing
import ViewModelKit

private struct CheckmarkStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        configuration.label
      }
    }
  }
}

private struct Preferences: View {
  @State private var notifications = false
  @State private var sounds = true

  var body: some View {
    VStack {
      Toggle("Notifications", isOn: $notifications)
        .toggleStyle(CheckmarkStyle())
      Toggle("Sounds", systemImage: "speaker", isOn: $sounds)
        .toggleStyle(.switch)
      Text("notifications \(notifications), sounds \(sounds)")
    }
  }
}

@MainActor
@Suite("Toggle styles")
struct ToggleStyleTests {
  @Test func aCustomStylesBodyIsLaidOut() throws {
    let host = ViewHost(Preferences())
    let toggle = try #require(host.snapshot().first("Toggle"))
    // The checkbox image (20×20) and "Notifications" (13 × 8 = 104) with the 8-point gap.
    #expect(toggle.frame.size == CGSize(width: 132, height: 20))
    #expect(host.treeDescription().contains("Image \"square\""))
  }

  @Test func theStylesButtonAndTheHostBothSwitchIt() throws {
    let host = ViewHost(Preferences())
    try host.tap("Notifications")
    #expect(shownTexts(host).contains("notifications true, sounds true"))
    #expect(host.treeDescription().contains("Image \"checkmark.square\""))
    try host.toggle("Notifications")
    try host.toggle("Sounds")
    #expect(shownTexts(host).contains("notifications false, sounds false"))
  }

  @Test func builtInStylesShowTheLabel() throws {
    let host = ViewHost(Preferences())
    let sounds = try #require(host.snapshot().all("Toggle").last)
    #expect(sounds.first("Text")?.text == "Sounds")
    #expect(sounds.first("Image") != nil)
  }

  @Test func aTintedSwitchShowsItsLabelAndStillSwitches() throws {
    struct Settings: View {
      @State private var sounds = false
      var body: some View {
        VStack {
          Toggle("Sounds", isOn: $sounds)
            .toggleStyle(SwitchToggleStyle(tint: .orange))
          Text("sounds \(sounds)")
        }
      }
    }
    let host = ViewHost(Settings())
    try host.toggle("Sounds")
    #expect(shownTexts(host) == ["Sounds", "sounds true"])
  }
}
