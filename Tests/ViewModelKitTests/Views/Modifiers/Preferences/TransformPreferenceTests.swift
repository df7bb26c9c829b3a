import Testing
import ViewModelKit

// `transformPreference` as a table of contents uses it: each chapter reports its headings, a
// part prefixes them with its name, and the book collects what its parts leave.

private struct HeadingsKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

private struct Chapter: View {
  let title: String

  var body: some View {
    Text(title).preference(key: HeadingsKey.self, value: [title])
  }
}

private struct Part: View {
  let name: String
  let chapters: [String]

  var body: some View {
    VStack {
      ForEach(chapters, id: \.self) { Chapter(title: $0) }
    }
    .transformPreference(HeadingsKey.self) { headings in
      headings = headings.map { "\(name): \($0)" }
    }
  }
}

private struct Book: View {
  @State private var contents: [String] = []
  @State private var showsAppendix = false

  var body: some View {
    VStack {
      Text(contents.joined(separator: " | "))
      Part(name: "I", chapters: ["Rain", "Sun"])
      Chapter(title: "Interlude")
      if showsAppendix { Part(name: "A", chapters: ["Notes"]) }
      Part(name: "Empty", chapters: [])
      Button("Appendix") { showsAppendix = true }
    }
    .transformPreference(HeadingsKey.self) { headings in headings.insert("Contents", at: 0) }
    .onPreferenceChange(HeadingsKey.self) { contents = $0 }
  }
}

@MainActor
struct TransformPreferenceTests {
  @Test func eachTransformChangesWhatItsSubtreeSets() throws {
    let host = ViewHost(Book())
    #expect(shownTexts(host).first == "Contents | I: Rain | I: Sun | Interlude")

    try host.tap("Appendix")
    #expect(shownTexts(host).first == "Contents | I: Rain | I: Sun | Interlude | A: Notes")
  }

  @Test func aTransformOfASubtreeThatSetsNothingStartsFromTheDefault() {
    struct Counted: View {
      @State private var count = 0
      var body: some View {
        Text("\(count)")
          .transformPreference(HeadingsKey.self) { $0.append("added") }
          .onPreferenceChange(HeadingsKey.self) { count = $0.count }
      }
    }
    #expect(shownTexts(ViewHost(Counted())) == ["1"])
  }
}
