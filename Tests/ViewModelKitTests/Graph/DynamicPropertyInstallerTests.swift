import Testing
import ViewModelKit

// The dynamic properties of a view are found once per view type and reached by their offsets;
// these screens hold them in the places an app puts them.

private final class Owner {}

/// A counter in a custom dynamic property, inside another one.
private struct Counter: DynamicProperty {
  @State var count = 0
}

private struct Tally: DynamicProperty {
  var counter = Counter()
  @State var label = "taps"
}

/// Dynamic properties between plain fields, references that are weak and unowned, a closure and
/// a generic value.
private struct Panel<Payload>: View {
  let title: String
  let payload: Payload
  weak var owner: Owner?
  unowned let keeper: Owner
  let onTap: () -> Void
  @State private var taps = 0
  var tally = Tally()

  var body: some View {
    VStack {
      Text("\(tally.label) \(taps) \(tally.counter.count)")
      Button(title) {
        taps += 1
        tally.counter.count += 2
        onTap()
      }
    }
  }
}

@MainActor
@Suite("Dynamic property installation")
struct DynamicPropertyInstallerTests {
  @Test func stateInPlainNestedAndGenericViewsKeepsItsValue() throws {
    let keeper = Owner()
    let log = EventLog()
    let host = ViewHost(
      VStack {
        Panel(title: "One", payload: 1, owner: keeper, keeper: keeper, onTap: { log("int") })
        Panel(title: "Two", payload: "a", owner: nil, keeper: keeper, onTap: { log("string") })
      }
    )
    #expect(texts(host) == ["taps 0 0", "One", "taps 0 0", "Two"])

    try host.tap("Two")
    try host.tap("Two")
    try host.tap("One")
    #expect(texts(host) == ["taps 1 2", "One", "taps 2 4", "Two"])
    #expect(log.entries == ["string", "string", "int"])
  }

  @Test func aChangeNamesTheStoredPropertyThatChanged() throws {
    let keeper = Owner()
    let host = ViewHost(Panel(title: "Tap", payload: 0, owner: nil, keeper: keeper, onTap: {}))
    let report = try host.measure("tap") { try host.tap("Tap") }
    #expect(
      report.description == "tap: taps, count changed | recomputed Panel local | skipped none"
    )
  }

  private func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
    host.snapshot().all("Text").compactMap(\.text)
  }
}
