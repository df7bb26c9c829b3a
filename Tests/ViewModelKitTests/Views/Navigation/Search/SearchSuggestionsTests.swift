import Testing
import ViewModelKit

// A course catalogue whose search field suggests topics while the user searches: tapping a
// suggestion fills the field, and the list filters by it.

private struct CourseSearch: View {
  @State private var query = ""
  let courses = ["SwiftUI Basics", "React Hooks", "Figma Prototyping"]
  let topics = ["SwiftUI", "React", "Figma"]

  var results: [String] {
    query.isEmpty ? courses : courses.filter { $0.contains(query) }
  }

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { Text($0) }
        .searchable(text: $query, prompt: Text("Find a course")) {
          ForEach(topics, id: \.self) { topic in
            Text("Topic \(topic)").searchCompletion(topic)
          }
        }
        .navigationTitle("Courses")
    }
  }
}

@MainActor
@Suite("Search suggestions")
struct SearchSuggestionsTests {
  @Test func suggestionsShowOnlyWhileSearching() throws {
    let host = ViewHost(CourseSearch())
    #expect(!shownTexts(host).contains("Topic React"))
    try host.type("R", into: "Find a course")
    #expect(shownTexts(host).contains("Topic React"))
    #expect(shownTexts(host).contains("React Hooks"))
    #expect(!shownTexts(host).contains("SwiftUI Basics"))
    try host.tap("Cancel")
    #expect(!shownTexts(host).contains("Topic React"))
  }

  @Test func tappingACompletionReplacesTheSearchText() throws {
    let host = ViewHost(CourseSearch())
    try host.type("Fi", into: "Find a course")
    try host.tap("Topic SwiftUI")
    #expect(host.treeDescription().contains("TextField text: \"SwiftUI\""))
    #expect(shownTexts(host).contains("SwiftUI Basics"))
    #expect(!shownTexts(host).contains("Figma Prototyping"))
  }

  @Test func aCompletionOutsideSuggestionsIsOnlyRecorded() throws {
    let host = ViewHost(Text("Apples").searchCompletion("apples"))
    #expect(host.treeDescription().contains(".searchCompletion(apples)"))
  }
}
