import Testing
import ViewModelKit

private struct LoginForm: View {
  enum Field: Hashable {
    case username, password
  }

  let log: EventLog
  @State private var username = ""
  @State private var password = ""
  @FocusState private var focus: Field?

  var body: some View {
    VStack {
      TextField("Username", text: $username)
        .textContentType(.username)
        .textInputAutocapitalization(.never)
        .submitLabel(.next)
        .focused($focus, equals: .username)
        .onSubmit { focus = .password }
      SecureField("Password", text: $password)
        .focused($focus, equals: .password)
        .submitLabel(.go)
        .onSubmit { log("sign in \(username)/\(password)") }
      Text(focus.map { "Editing \($0)" } ?? "Not editing")
      Button("Reset") { focus = nil }
    }
  }
}

private struct SearchBar: View {
  let log: EventLog
  @State private var query = ""
  @FocusState private var isSearching: Bool

  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .focused($isSearching)
      Text(isSearching ? "Searching" : "Idle")
    }
    .onSubmit { log("search \(query)") }
    .onSubmit(of: .search) { log("never") }
  }
}

@MainActor
@Suite("Focus and submit")
struct FocusTests {
  @Test func typingIntoAFieldGivesItFocus() throws {
    let host = ViewHost(LoginForm(log: EventLog()))
    #expect(host.focusedField == nil)
    #expect(shownTexts(host).contains("Not editing"))
    try host.type("ada", into: "Username")
    #expect(shownTexts(host).contains("Editing username"))
    #expect(host.focusedField == "Username")
  }

  @Test func submittingMovesFocusAsTheViewSays() throws {
    let log = EventLog()
    let host = ViewHost(LoginForm(log: log))
    try host.type("ada", into: "Username")
    try host.submit("Username")
    #expect(host.focusedField == "Password")
    #expect(shownTexts(host).contains("Editing password"))

    try host.type("lovelace")
    try host.submit()
    #expect(log.entries == ["sign in ada/lovelace"])
  }

  @Test func settingTheStateFromCodeMovesFocus() throws {
    let host = ViewHost(LoginForm(log: EventLog()))
    try host.type("ada", into: "Password")
    #expect(host.focusedField == "Password")
    try host.tap("Reset")
    #expect(host.focusedField == nil)
    let error = ViewHostError.noFocusedField(
      action: "type",
      input: "x",
      fields: ["Username", "Password"]
    )
    #expect(throws: error) { try host.type("x") }
    #expect(
      error.description
        == "Cannot type \"x\": no text field has focus. Text fields: \"Username\", \"Password\"."
    )
  }

  @Test func aBooleanFocusStateAndAnEnclosingOnSubmit() throws {
    let log = EventLog()
    let host = ViewHost(SearchBar(log: log))
    #expect(shownTexts(host).contains("Idle"))
    try host.type("swift", into: "Search")
    #expect(shownTexts(host).contains("Searching"))
    try host.submit("Search")
    #expect(log.entries == ["search swift"])
  }

  @Test func theTextInputModifiersAreRecorded() {
    let host = ViewHost(LoginForm(log: EventLog()))
    let tree = host.treeDescription()
    #expect(tree.contains(".textContentType(username)"))
    #expect(tree.contains(".textInputAutocapitalization(never)"))
    #expect(tree.contains(".submitLabel(next)"))
    #expect(tree.contains(".focused(false)"))
  }
}

private struct LabeledField: View {
  let title: String
  @Binding var text: String
  @FocusState.Binding var isFocused: Bool

  var body: some View {
    TextField(title, text: $text)
      .focused($isFocused)
  }
}

private struct CommentBox: View {
  @State private var comment = ""
  @FocusState private var isEditing: Bool

  var body: some View {
    VStack {
      LabeledField(title: "Comment", text: $comment, isFocused: $isEditing)
      Button("Done") { isEditing = false }
      Text(isEditing ? "typing" : "idle")
    }
  }
}

@MainActor
@Suite("Focus passed to a child view")
struct FocusBindingTests {
  @Test func aChildBindsTheParentsFocusState() throws {
    let host = ViewHost(CommentBox())
    try host.type("Nice", into: "Comment")
    #expect(shownTexts(host).last == "typing")
    try host.tap("Done")
    #expect(shownTexts(host).last == "idle")
    #expect(host.focusedField == nil)
  }
}
