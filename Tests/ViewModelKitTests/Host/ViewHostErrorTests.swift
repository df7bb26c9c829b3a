import Testing
import ViewModelKit

/// Every error of the host names the view it concerns and the input it was given.
@MainActor
@Suite("ViewHostError messages")
struct ViewHostErrorTests {
  @Test func everyCaseNamesTheViewAndTheInput() {
    let messages: [(ViewHostError, String)] = [
      (
        .noMatch(control: "button", label: "Detials", candidates: ["Details", "Enabled"]),
        "No button shows \"Detials\". Candidates: \"Details\", \"Enabled\"."
      ),
      (
        .noMatch(control: "scroll view", label: "", candidates: []),
        "There is no scroll view on screen. Candidates: none."
      ),
      (
        .ambiguous(control: "button", label: "Save", matches: ["Form/0", "Form/1"]),
        "More than one button shows \"Save\": Form/0, Form/1."
      ),
      (
        .disabled(action: "tap", label: "Save", view: "Button"),
        "Cannot tap \"Save\": the Button is disabled."
      ),
      (
        .disabled(action: "scroll", label: "", view: "ScrollView"),
        "Cannot scroll it: the ScrollView is disabled."
      ),
      (
        .unavailable(action: "swipe", label: "Eggs", view: "row"),
        "Cannot swipe \"Eggs\": the row has no swipe action."
      ),
      (
        .noOption(label: "Theme", option: "Sepia", options: [], view: "Picker"),
        "The Picker \"Theme\" has no option \"Sepia\". Options: none."
      ),
      (
        .wrongValue(label: "Due", expected: "Date", given: "Int", view: "DatePicker"),
        "The DatePicker \"Due\" takes a Date, not a Int."
      ),
      (
        .noFocusedField(action: "submit", input: nil, fields: []),
        "Cannot submit: no text field has focus. Text fields: none."
      ),
      (
        .neverSettles(after: 2, running: ["Spinner.rotation: linear(1.0) repeatForever"]),
        "Animations were still running after 2.0 seconds of virtual time: "
          + "Spinner.rotation: linear(1.0) repeatForever."
      ),
      (
        .tooDeep(view: "Outline", depth: 100_001, limit: 100_000),
        "The view tree is too deep: the content of Outline at depth 100001 was not built; the "
          + "host builds 100000 nodes deep at most."
      ),
    ]
    for (error, message) in messages {
      #expect(error.description == message)
    }
  }

  @Test func refreshingAListThatIsNotRefreshableNamesTheList() async {
    struct Groceries: View {
      var body: some View {
        List {
          Text("Milk")
          Text("Eggs")
        }
      }
    }
    let host = ViewHost(Groceries())
    let error = ViewHostError.unavailable(action: "refresh", label: "Milk", view: "List")
    await #expect(throws: error) { try await host.refresh("Milk") }
    #expect(error.description == "Cannot refresh \"Milk\": the List has no refresh action.")
  }

  @Test func deletingARowOfAForEachWithoutOnDeleteNamesTheForEach() {
    struct Groceries: View {
      let items = ["Milk", "Eggs"]
      var body: some View {
        List {
          ForEach(items, id: \.self) { Text($0) }
        }
      }
    }
    let host = ViewHost(Groceries())
    #expect(throws: ViewHostError.unavailable(action: "delete", label: "Eggs", view: "ForEach")) {
      try host.delete(row: "Eggs")
    }
  }
}
