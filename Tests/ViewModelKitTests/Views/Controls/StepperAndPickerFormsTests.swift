import Testing
import ViewModelKit

private struct Counter: View {
  let log: EventLog
  @State private var count = 0
  @State private var tint = Color.blue
  @State private var unit = 0

  var body: some View {
    VStack {
      Stepper("Count", onIncrement: { count += 10 }, onDecrement: nil)
      Stepper(value: $count, in: 0...100, step: 5) {
        Text("Value \(count)")
      } onEditingChanged: {
        log("editing \($0)")
      }
      ColorPicker("Tint", selection: $tint)
      Picker(selection: $unit, label: Text("Unit")) {
        Text("cm").tag(0)
        Text("in").tag(1)
      }
      ShareLink(item: "Hello")
    }
  }
}

@MainActor
@Suite("Stepper, colour picker and older forms")
struct StepperAndPickerFormsTests {
  @Test func actionSteppersRunTheirActionsAndRefuseAMissingOne() throws {
    let host = ViewHost(Counter(log: EventLog()))
    try host.increment("Count")
    #expect(shownTexts(host).contains("Value 10"))
    let error = ViewHostError.unavailable(action: "decrement", label: "Count", view: "Stepper")
    #expect(throws: error) {
      try host.decrement("Count")
    }
    #expect(error.description == "Cannot decrement \"Count\": the Stepper has no decrement action.")
  }

  @Test func aValueStepperWithALabelViewReportsEditing() throws {
    let log = EventLog()
    let host = ViewHost(Counter(log: log))
    try host.increment("Value 0")
    #expect(shownTexts(host).contains("Value 5"))
    #expect(log.entries == ["editing true", "editing false"])
  }

  @Test func aColorPickerIsARowWithASwatch() throws {
    let host = ViewHost(Counter(log: EventLog()))
    let picker = try #require(host.snapshot().first("ColorPicker"))
    #expect(picker.frame.size == CGSize(width: 390, height: 28))
    #expect(picker.first("_ControlPart")?.frame.size == CGSize(width: 28, height: 28))
    try host.setValue(Color.red, of: "Tint")
    #expect(host.treeDescription().contains("ColorPicker selection: \(Color.red)"))
  }

  @Test func theOlderPickerFormAndAShareLink() throws {
    let host = ViewHost(Counter(log: EventLog()))
    try host.select("in", in: "Unit")
    #expect(host.snapshot().first("Picker")?.all("Text").compactMap(\.text) == ["Unit", "in"])
    try host.tap("Share")
    #expect(host.treeDescription().contains("ShareLink item: Hello"))
  }
}

private struct TrailingLabelStepper: View {
  @State private var count = 1

  var body: some View {
    Stepper(value: $count, in: 1...3) {
      Text("Count \(count)")
    }
  }
}

@MainActor
@Suite("Stepper with a trailing label")
struct TrailingLabelStepperTests {
  @Test func theTrailingClosureIsTheLabel() throws {
    let host = ViewHost(TrailingLabelStepper())
    try host.increment("Count 1")
    #expect(shownTexts(host) == ["Count 2"])
  }
}
