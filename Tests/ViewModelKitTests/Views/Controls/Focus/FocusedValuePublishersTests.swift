import Testing
import ViewModelKit

private struct Draft: Equatable {
  var title: String
}

private struct DraftKey: FocusedValueKey {
  typealias Value = Draft
}

private struct DraftBindingKey: FocusedValueKey {
  typealias Value = Binding<Draft>
}

extension FocusedValues {
  fileprivate var draft: Draft? {
    get { self[DraftKey.self] }
    set { self[DraftKey.self] = newValue }
  }

  fileprivate var draftBinding: Binding<Draft>? {
    get { self[DraftBindingKey.self] }
    set { self[DraftBindingKey.self] = newValue }
  }
}

private final class WordCounter: ObservableObject {
  @Published var words = 0
}

@Observable
private final class Session {
  var user = "ada"
}

/// Two fields: the first publishes its own draft, the second only sits inside the form's
/// publisher.
private struct ComposeForm: View {
  @State private var subject = Draft(title: "Hello")
  @State private var message = Draft(title: "Body")
  @FocusState private var focus: Int?
  let counter: WordCounter
  let session: Session

  var body: some View {
    VStack {
      TextField("Subject", text: $subject.title)
        .focused($focus, equals: 1)
        .focusedValue(\.draft, subject)
        .focusedValue(\.draftBinding, $subject)
        .focusedObject(counter)
        .focusedValue(session)
      TextField("Body", text: $message.title)
        .focused($focus, equals: 2)
      DraftLabel()
      CapitalizeButton()
      WordCountLabel()
      SessionLabel()
    }
    .focusedValue(\.draft, Draft(title: "Form"))
  }
}

private struct DraftLabel: View {
  @FocusedValue(\.draft) private var draft

  var body: some View {
    Text("Draft: \(draft?.title ?? "none")")
  }
}

private struct CapitalizeButton: View {
  @FocusedBinding(\.draftBinding) private var draft

  var body: some View {
    Button("Capitalize") { draft?.title = draft?.title.uppercased() ?? "" }
      .disabled(draft == nil)
  }
}

private struct WordCountLabel: View {
  @FocusedObject private var counter: WordCounter?

  var body: some View {
    Text("Words: \(counter.map { String($0.words) } ?? "none")")
  }
}

private struct SessionLabel: View {
  @FocusedValue(Session.self) private var session

  var body: some View {
    Text("User: \(session?.user ?? "none")")
  }
}

@MainActor
@Suite("Focused values: publishers, bindings and objects")
struct FocusedValuePublishersTests {
  private func makeHost() -> (ViewHost<ComposeForm>, WordCounter, Session) {
    let counter = WordCounter()
    let session = Session()
    return (ViewHost(ComposeForm(counter: counter, session: session)), counter, session)
  }

  @Test func theValueClosestToFocusWins() throws {
    let (host, _, _) = makeHost()
    #expect(shownTexts(host).contains("Draft: none"))
    try host.type("Hi", into: "Subject")
    #expect(shownTexts(host).contains("Draft: Hi"))
    try host.type("Text", into: "Body")
    #expect(shownTexts(host).contains("Draft: Form"))
  }

  @Test func aPublishedValueThatChangesUpdatesItsReaders() throws {
    let (host, _, _) = makeHost()
    try host.type("Hi", into: "Subject")
    try host.type("Hi there")
    #expect(shownTexts(host).contains("Draft: Hi there"))
  }

  @Test func aFocusedBindingWritesThroughToTheFocusedView() throws {
    let (host, _, _) = makeHost()
    #expect(throws: ViewHostError.disabled(action: "tap", label: "Capitalize", view: "Button")) {
      try host.tap("Capitalize")
    }
    try host.type("hi", into: "Subject")
    try host.tap("Capitalize")
    #expect(shownTexts(host).contains("Draft: HI"))
  }

  @Test func aFocusedObjectUpdatesItsReaderWhenItChanges() throws {
    let (host, counter, _) = makeHost()
    #expect(shownTexts(host).contains("Words: none"))
    try host.type("Hi", into: "Subject")
    #expect(shownTexts(host).contains("Words: 0"))
    counter.words = 3
    host.flush()
    #expect(shownTexts(host).contains("Words: 3"))
    try host.type("Text", into: "Body")
    #expect(shownTexts(host).contains("Words: none"))
  }

  @Test func anObservableObjectIsReadByItsType() throws {
    let (host, _, session) = makeHost()
    #expect(shownTexts(host).contains("User: none"))
    try host.type("Hi", into: "Subject")
    #expect(shownTexts(host).contains("User: ada"))
    session.user = "grace"
    host.flush()
    #expect(shownTexts(host).contains("User: grace"))
  }
}
