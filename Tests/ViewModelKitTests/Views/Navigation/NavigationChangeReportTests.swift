import Foundation
import Testing
import ViewModelKit

private struct Detail: View {
  let name: String

  var body: some View {
    Text("About \(name)").navigationTitle(name)
  }
}

private struct Catalog: View {
  @State private var path: [String] = []
  @State private var showsHelp = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Tea") { path.append("Tea") }
        Button("Help") { showsHelp = true }
      }
      .navigationTitle("Catalog")
      .navigationDestination(for: String.self) { Detail(name: $0) }
      .sheet(isPresented: $showsHelp) {
        Text("How to order").navigationTitle("Help")
      }
    }
  }
}

@MainActor
@Suite("Change reports of navigation")
struct NavigationChangeReportTests {
  @Test func aReportNamesTheScreenThatAPushAPopOrAPresentationBroughtUp() throws {
    let host = ViewHost(Catalog())
    let push = try host.measure("open-tea") { try host.tap("Tea") }
    #expect(push.appeared == "pushed(Tea)")
    #expect(
      push.description
        == "open-tea: path changed | recomputed Detail identity | skipped Catalog"
        + " | appeared pushed(Tea)"
    )
    let pop = try host.measure("back") { try host.back() }
    #expect(pop.appeared == "root(Catalog)")
    let sheet = try host.measure("help") { try host.tap("Help") }
    #expect(sheet.appeared == "sheet(Help)")
    let dismissal = try host.measure("swipe-down") { try host.dismiss() }
    #expect(dismissal.appeared == "root(Catalog)")
  }

  @Test func aChangeThatKeepsTheTopScreenNamesNone() throws {
    let host = ViewHost(Catalog())
    let report = host.measure("nothing") {}
    #expect(report.appeared == nil)
    #expect(report.description == "nothing: nothing changed | recomputed none | skipped Catalog")
  }
}
