import Testing
import ViewModelKit

@MainActor
@Suite("Scroll bounce and bar colour schemes")
struct ScrollBounceBehaviorTests {
  @Test func theSettingsAreRecordedAndAScrollStillComesToRestAtTheEnd() throws {
    struct Short: View {
      var body: some View {
        NavigationStack {
          ScrollView {
            Text("Only row")
          }
          .scrollBounceBehavior(.basedOnSize)
          .scrollBounceBehavior(.always, axes: [.horizontal, .vertical])
          .toolbarColorScheme(.dark, for: .navigationBar, .tabBar)
          .toolbarColorScheme(nil)
        }
      }
    }
    let host = ViewHost(Short())
    let tree = host.treeDescription()
    #expect(tree.contains(".scrollBounceBehavior(basedOnSize, axes: [vertical])"))
    #expect(tree.contains(".scrollBounceBehavior(always, axes: [horizontal, vertical])"))
    #expect(tree.contains(".toolbarColorScheme(dark, for: navigationBar, tabBar)"))
    #expect(tree.contains(".toolbarColorScheme(nil, for: automatic)"))
    try host.scroll(by: 300)
    #expect(try host.contentOffset() == .zero)
  }
}
