import Testing
import ViewModelKit

// Interactions find their target by its visible label (DESIGN §4 Host).

private struct Controls: View {
  let log: EventLog
  @State private var isOn = false
  @State private var name = ""

  var body: some View {
    VStack {
      Button("Save") { log("save") }
      Toggle("Enabled", isOn: $isOn)
      TextField("Name", text: $name)
      Text("Name: \(name), on: \(isOn)")
      VStack {
        Text("Card")
        Button("Inner") { log("inner button") }
      }
      .onTapGesture { log("card") }
    }
  }
}

private struct NestedGestures: View {
  let log: EventLog

  var body: some View {
    VStack {
      Text("Outer")
      Text("Shared")
        .onTapGesture { log("inner gesture") }
    }
    .onTapGesture { log("outer gesture") }
  }
}

private struct Duplicates: View {
  var body: some View {
    VStack {
      Button("Save") {}
      Button("Save") {}
      Toggle("Flag", isOn: .constant(true))
      Toggle("Flag", isOn: .constant(false))
    }
  }
}

private struct Disabled: View {
  var body: some View {
    VStack {
      Button("Delete") {}
        .disabled(true)
      VStack {
        Toggle("Locked", isOn: .constant(false))
        TextField("Note", text: .constant(""))
      }
      .disabled(true)
    }
  }
}

/// The description of the `ViewHostError` that `interaction` throws.
private func failure(_ interaction: () throws -> Void) -> String? {
  do {
    try interaction()
    return nil
  } catch {
    return (error as? ViewHostError)?.description
  }
}

@MainActor
@Suite("ViewHost interactions")
struct ViewHostInteractionTests {
  @Test func tapRunsAButtonsAction() throws {
    let log = EventLog()
    let host = ViewHost(Controls(log: log))
    try host.tap("Save")
    #expect(log.entries == ["save"])
  }

  @Test func tapRunsAnOnTapGestureWhoseSubtreeShowsTheLabel() throws {
    let log = EventLog()
    let host = ViewHost(Controls(log: log))
    try host.tap("Card")
    #expect(log.entries == ["card"])
  }

  @Test func theInnermostTargetWins() throws {
    let log = EventLog()
    let host = ViewHost(Controls(log: log))
    try host.tap("Inner")
    let nested = ViewHost(NestedGestures(log: log))
    try nested.tap("Shared")
    try nested.tap("Outer")
    #expect(log.entries == ["inner button", "inner gesture", "outer gesture"])
  }

  @Test func toggleAndTypeChangeTheBoundState() throws {
    let host = ViewHost(Controls(log: EventLog()))
    try host.toggle("Enabled")
    try host.type("Ada", into: "Name")
    #expect(shownTexts(host).contains("Name: Ada, on: true"))
    try host.toggle("Enabled")
    #expect(shownTexts(host).contains("Name: Ada, on: false"))
  }

  @Test func aLabelThatMatchesNothingListsTheCandidates() {
    let host = ViewHost(Duplicates())
    #expect(
      throws: ViewHostError.noMatch(
        control: "button or tap target",
        label: "Sav",
        candidates: ["Save", "Save"]
      )
    ) {
      try host.tap("Sav")
    }
    #expect(
      failure { try host.toggle("Flags") }
        == "No toggle shows \"Flags\". Candidates: \"Flag\", \"Flag\"."
    )
    #expect(
      failure { try host.type("x", into: "Name") }
        == "No text field shows \"Name\". Candidates: none."
    )
  }

  @Test func aLabelThatMatchesSeveralTargetsListsThem() {
    let host = ViewHost(Duplicates())
    #expect(
      failure { try host.tap("Save") }
        == "More than one button or tap target shows \"Save\": /body/content/0, /body/content/1."
    )
    #expect(
      failure { try host.toggle("Flag") }
        == "More than one toggle shows \"Flag\": /body/content/2, /body/content/3."
    )
  }

  @Test func aDisabledTargetIsNotTriggered() {
    let host = ViewHost(Disabled())
    #expect(
      failure { try host.tap("Delete") }
        == "Cannot tap \"Delete\": the Button is disabled."
    )
    #expect(throws: ViewHostError.disabled(action: "toggle", label: "Locked", view: "Toggle")) {
      try host.toggle("Locked")
    }
    #expect(throws: ViewHostError.disabled(action: "type into", label: "Note", view: "TextField")) {
      try host.type("x", into: "Note")
    }
  }
}
