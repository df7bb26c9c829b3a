import Testing
import ViewModelKit

private struct TodoToolbar: View {
  let log: EventLog

  var body: some View {
    HStack {
      Text("Todos")
      Button {
        log("add")
      } label: {
        Image(systemName: "plus")
      }
      Button {
        log("filter")
      } label: {
        Image(systemName: "line.3.horizontal.decrease")
      }
      .accessibilityIdentifier("filterButton")
      Circle()
        .frame(width: 24, height: 24)
        .onTapGesture { log("avatar") }
        .accessibilityLabel("Profile")
    }
  }
}

private struct Editor: View {
  let log: EventLog
  let hasChanges: Bool

  var body: some View {
    VStack {
      Button("Save") { log("save") }
        .disabled(!hasChanges)
      Button("Close") { log("close") }
    }
  }
}

@MainActor
@Suite("Finding what to tap")
struct TargetingTests {
  @Test func anImageOnlyButtonIsFoundByItsSymbolName() throws {
    let log = EventLog()
    let host = ViewHost(TodoToolbar(log: log))
    try host.tap("plus")
    #expect(log.entries == ["add"])
  }

  @Test func anImageOnlyButtonIsFoundByItsAccessibilityIdentifier() throws {
    let log = EventLog()
    let host = ViewHost(TodoToolbar(log: log))
    try host.tap("filterButton")
    try host.tap("line.3.horizontal.decrease")
    #expect(log.entries == ["filter", "filter"])
  }

  @Test func aShapeWithATapGestureIsFoundByItsAccessibilityLabel() throws {
    let log = EventLog()
    let host = ViewHost(TodoToolbar(log: log))
    try host.tap("Profile")
    #expect(log.entries == ["avatar"])
  }

  @Test func theFailureListsWhatCouldBeTapped() {
    let host = ViewHost(TodoToolbar(log: EventLog()))
    #expect(
      throws: ViewHostError.noMatch(
        control: "button or tap target",
        label: "Add",
        candidates: ["plus", "line.3.horizontal.decrease", "filterButton", "Profile"]
      )
    ) {
      try host.tap("Add")
    }
  }

  @Test func tappingADisabledButtonFailsNamingTheViewAndTheInput() {
    let log = EventLog()
    let host = ViewHost(Editor(log: log, hasChanges: false))
    #expect(throws: ViewHostError.disabled(action: "tap", label: "Save", view: "Button")) {
      try host.tap("Save")
    }
    do {
      try host.tap("Save")
    } catch {
      #expect("\(error)" == "Cannot tap \"Save\": the Button is disabled.")
    }
    #expect(log.entries.isEmpty)
  }

  @Test func anEnabledButtonNextToItIsTapped() throws {
    let log = EventLog()
    let host = ViewHost(Editor(log: log, hasChanges: true))
    try host.tap("Save")
    try host.tap("Close")
    #expect(log.entries == ["save", "close"])
  }
}

private struct Conditional: View {
  let showsHint: Bool

  var body: some View {
    Button {
    } label: {
      Text("Go")
      if showsHint { Text("now") }
    }
  }
}

@MainActor
@Suite("Finding targets inside conditions")
struct ConditionalTargetingTests {
  @Test func aTextInsideAnIfIsListedOnce() {
    let host = ViewHost(Conditional(showsHint: true))
    #expect(
      throws: ViewHostError.noMatch(
        control: "button or tap target",
        label: "Stop",
        candidates: ["Go", "now"]
      )
    ) {
      try host.tap("Stop")
    }
  }
}
