import Testing
import ViewModelKit

private struct FilledFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration
      .padding(10)
  }
}

private struct ProfileForm: View {
  let log: EventLog
  @State private var name = ""
  @State private var age = 30
  @State private var bio = ""
  @State private var notes = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
        .textFieldStyle(FilledFieldStyle())
      TextField("Age", value: $age, format: .number)
        .keyboardType(.numberPad)
      TextField("Bio", text: $bio, axis: .vertical)
        .textFieldStyle(.roundedBorder)
        .autocorrectionDisabled()
      TextField(
        "Nickname",
        text: .constant(""),
        onEditingChanged: { log("editing \($0)") },
        onCommit: { log("commit") }
      )
      TextEditor(text: $notes)
        .frame(height: 100)
        .accessibilityIdentifier("notes")
      Text("\(name), \(age), \(bio), \(notes)")
    }
  }
}

@MainActor
@Suite("Text fields")
struct TextFieldTests {
  @Test func aTextFieldStyleWrapsTheField() throws {
    let host = ViewHost(ProfileForm(log: EventLog()))
    let name = try #require(host.snapshot().first("TextField"))
    // The field takes the stack's width; its 20-point line is padded by 10 above and below by
    // the style's `_body`.
    #expect(name.frame.size == CGSize(width: 390, height: 40))
    try host.type("Ada", into: "Name")
    #expect(shownTexts(host).last == "Ada, 30, , ")
    #expect(host.treeDescription().contains(".textFieldStyle(FilledFieldStyle)"))
  }

  @Test func aFormattedFieldParsesWhatIsTyped() throws {
    let host = ViewHost(ProfileForm(log: EventLog()))
    try host.type("42", into: "Age")
    #expect(shownTexts(host).last == ", 42, , ")
    try host.type("forty", into: "Age")
    #expect(shownTexts(host).last == ", 42, , ")
    #expect(host.treeDescription().contains("TextField text: \"42\""))
  }

  @Test func theOlderCallbacksRunOnFocusAndSubmit() throws {
    let log = EventLog()
    let host = ViewHost(ProfileForm(log: log))
    try host.type("Lovelace", into: "Nickname")
    try host.submit("Nickname")
    #expect(log.entries == ["editing true", "commit"])
    try host.type("Ada", into: "Name")
    #expect(log.entries == ["editing true", "commit", "editing false"])
  }

  @Test func aTextEditorIsFoundByItsIdentifierAndTakesTheWidth() throws {
    let host = ViewHost(ProfileForm(log: EventLog()))
    try host.type("Likes maths", into: "notes")
    try host.type("Poet", into: "Bio")
    #expect(shownTexts(host).last == ", 30, Poet, Likes maths")
    let editor = try #require(host.snapshot().first("TextEditor"))
    #expect(editor.frame.size == CGSize(width: 390, height: 100))
  }

  @Test func keyboardAndStyleModifiersAreRecorded() {
    let host = ViewHost(ProfileForm(log: EventLog()))
    let tree = host.treeDescription()
    #expect(tree.contains(".keyboardType(numberPad)"))
    #expect(tree.contains(".autocorrectionDisabled(true)"))
    #expect(tree.contains(".textFieldStyle(RoundedBorderTextFieldStyle)"))
  }
}

/// An order form of the kind written before format styles: a quantity through a formatter.
private struct OrderForm: View {
  @State private var quantity = 2
  @State private var price = 1.5

  var body: some View {
    Form {
      TextField("Quantity", value: $quantity, formatter: NumberFormatter())
      TextField("Price", value: $price, formatter: Self.decimal)
      Text("Total \(Double(quantity) * price, specifier: "%.2f")")
    }
  }

  static let decimal: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter
  }()
}

@MainActor
@Suite("TextField with a Formatter")
struct TextFieldFormatterTests {
  @Test func typedTextThatParsesSetsTheValue() throws {
    let host = ViewHost(OrderForm())
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "Total 3.00")
    try host.type("4", into: "Quantity")
    try host.type("2.25", into: "Price")
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "Total 9.00")
    try host.type("many", into: "Quantity")
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "Total 9.00")
  }
}
