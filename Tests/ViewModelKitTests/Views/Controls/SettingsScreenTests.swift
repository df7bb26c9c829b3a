import Testing
import ViewModelKit

private enum Theme: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
}

private struct SettingsScreen: View {
  @State private var theme = Theme.system
  @State private var fontSize = 14

  var body: some View {
    VStack {
      Picker("Theme", selection: $theme) {
        ForEach(Theme.allCases) { theme in
          Text(theme.rawValue.capitalized)
        }
      }
      .pickerStyle(.menu)
      Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...16, step: 2)
    }
  }
}

@MainActor
@Suite("Settings screen")
struct SettingsScreenTests {
  @Test func aMenuPickerIsOneRowShowingTheSelection() throws {
    let host = ViewHost(SettingsScreen())
    let picker = try #require(host.snapshot().first("Picker"))
    // Label, spacer, selection: the row takes the width offered and the height of a line.
    #expect(picker.frame == CGRect(x: 0, y: 392, width: 390, height: 20))
    #expect(picker.all("Text").compactMap(\.text) == ["Theme", "System"])
    #expect(picker.all("Text").map(\.frame.minX) == [0, 342] as [CGFloat])

    try host.select("Dark", in: "Theme")
    #expect(host.snapshot().first("Picker")?.all("Text").compactMap(\.text) == ["Theme", "Dark"])
  }

  @Test func aStepperIsItsLabelASpacerAndItsButtons() throws {
    let host = ViewHost(SettingsScreen())
    let stepper = try #require(host.snapshot().first("Stepper"))
    #expect(stepper.frame == CGRect(x: 0, y: 420, width: 390, height: 32))
    #expect(stepper.first("Text")?.frame == CGRect(x: 0, y: 426, width: 104, height: 20))
    #expect(stepper.first("_ControlPart")?.frame == CGRect(x: 296, y: 420, width: 94, height: 32))
  }

  @Test func theStepperStepsWithinItsBounds() throws {
    let host = ViewHost(SettingsScreen())
    try host.increment("Font size: 14")
    try host.increment("Font size: 16")
    #expect(shownTexts(host).contains("Font size: 16"))
    try host.decrement("Font size: 16")
    #expect(shownTexts(host).contains("Font size: 14"))
  }

  @Test func choosingAnOptionThatIsNotThereListsTheOptions() {
    let host = ViewHost(SettingsScreen())
    #expect(
      throws: ViewHostError.noOption(
        label: "Theme",
        option: "Sepia",
        options: ["System", "Light", "Dark"],
        view: "Picker"
      )
    ) {
      try host.select("Sepia", in: "Theme")
    }
    #expect(
      ViewHostError.noOption(label: "Theme", option: "Sepia", options: ["System"], view: "Picker")
        .description == "The Picker \"Theme\" has no option \"Sepia\". Options: \"System\"."
    )
  }

  @Test func theTreeDescriptionShowsTheSelectionAndTheParts() {
    let host = ViewHost(SettingsScreen())
    #expect(
      host.treeDescription() == """
        SettingsScreen {theme: system, fontSize: 14}
          VStack
            .pickerStyle(menu)
              Picker selection: system
                HStack
                  Text "Theme"
                  Spacer
                  Text "System"
            Stepper
              HStack
                Text "Font size: 14"
                Spacer
                Stepper.Buttons
        """
    )
  }
}
