import Foundation
import Testing
import ViewModelKit

// Modifiers whole apps use on their screens: a date picker from today on, a renamable title, a
// list without its background, coloured bars and an accent colour.

@MainActor
struct WholeAppModifiersTests {
  @Test func aDatePickerFromADateOnClampsEarlierDates() throws {
    struct ReminderForm: View {
      @State var due = Date(timeIntervalSince1970: 2_000_000)
      let start = Date(timeIntervalSince1970: 1_000_000)

      var body: some View {
        Form {
          DatePicker("Due", selection: $due, in: start...)
          DatePicker(selection: $due, in: ...start.addingTimeInterval(5_000_000)) { Text("Until") }
        }
      }
    }
    let host = ViewHost(ReminderForm())
    try host.setValue(Date(timeIntervalSince1970: 10), of: "Due")
    #expect(host.treeDescription().contains("DatePicker selection: 1970-01-12"))
    try host.setValue(Date(timeIntervalSince1970: 9_000_000), of: "Until")
    #expect(host.treeDescription().contains("DatePicker selection: 1970-03-11"))
  }

  @Test func aTitleFromABindingShowsItsValue() {
    struct Editor: View {
      @State var title = "Groceries"

      var body: some View {
        NavigationStack {
          TextField("Title", text: $title).navigationTitle($title)
        }
      }
    }
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("NavigationBarTitle")?.children.first?.text == "Groceries")
  }

  @Test func recordedStylesShowInTheTreeAndChangeNoLayout() {
    let plain = ViewHost(List { Text("Milk") })
    let styled = ViewHost(
      List { Text("Milk") }
        .scrollContentBackground(.hidden)
        .toolbarBackground(Color.indigo, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar, .tabBar)
        .accentColor(.orange)
    )
    #expect(styled.snapshot().first("Text")?.frame == plain.snapshot().first("Text")?.frame)
    let tree = styled.treeDescription()
    #expect(tree.contains(".scrollContentBackground(hidden)"))
    #expect(tree.contains(".toolbarBackground(visible, for: navigationBar, tabBar)"))
  }
}
