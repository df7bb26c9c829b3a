import Testing
import ViewModelKit

private struct IsHighlightedKey: ContainerValueKey {
  static let defaultValue = false
}

extension ContainerValues {
  fileprivate var isHighlighted: Bool {
    get { self[IsHighlightedKey.self] }
    set { self[IsHighlightedKey.self] = newValue }
  }
}

/// A custom container in the style of WWDC24's "Demystify SwiftUI containers": it highlights
/// the subviews whose container value says so.
private struct Board<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        subview.background(subview.containerValues.isHighlighted ? Color.yellow : Color.clear)
      }
    }
  }
}

/// A container that shows how many subviews it has, then the first two.
private struct Summary<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    Group(subviews: content) { subviews in
      Text("\(subviews.count) items")
      subviews[..<min(2, subviews.count)]
    }
  }
}

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

private struct ShoppingList: View {
  @State private var showsExtras = false
  let items = ["Milk", "Eggs"]

  var body: some View {
    VStack {
      Board {
        Text("Bread")
        ForEach(items, id: \.self) { item in Text(item) }
          .containerValue(\.isHighlighted, true)
        if showsExtras {
          Text("Cheese").containerValue(\.isHighlighted, true)
        }
        Counter()
      }
      Toggle("Extras", isOn: $showsExtras)
    }
  }
}

@MainActor
@Suite("Subviews and container values")
struct SubviewsTests {
  @Test func theContainerReadsEachSubviewsValue() throws {
    let host = ViewHost(ShoppingList())
    let snapshot = host.snapshot()
    let highlighted = snapshot.all("Color").filter { $0.fill == .yellow }.map(\.frame)
    let texts = snapshot.all("Text").filter { ["Milk", "Eggs"].contains($0.text) }.map(\.frame)
    #expect(highlighted == texts)
    #expect(shownTexts(host) == ["Bread", "Milk", "Eggs", "Count 0", "Extras"])
  }

  @Test func subviewsComeThroughConditionsAndKeepTheirIdentity() throws {
    let host = ViewHost(ShoppingList())
    try host.tap("Count 0")
    try host.toggle("Extras")
    #expect(shownTexts(host) == ["Bread", "Milk", "Eggs", "Cheese", "Count 1", "Extras"])
    #expect(host.snapshot().all("Color").filter { $0.fill == .yellow }.count == 3)
    try host.toggle("Extras")
    #expect(shownTexts(host) == ["Bread", "Milk", "Eggs", "Count 1", "Extras"])
  }

  @Test func groupHandsTheSubviewsOverAsACollection() {
    let host = ViewHost(
      Summary {
        Text("A")
        ForEach(["B", "C"], id: \.self) { Text($0) }
      }
    )
    #expect(shownTexts(host) == ["3 items", "A", "B"])
  }

  @Test func subviewsAreIdentifiedByTheirPlace() {
    let subviews = ForEach(
      subviews: Group {
        Text("A")
        ForEach([7, 8], id: \.self) { Text("\($0)").containerValue(\.isHighlighted, $0 == 8) }
      }
    ) { subview in
      subview
    }
    .data
    #expect(subviews.map(\.id.description) == ["content/0", "content/1/id(7)", "content/1/id(8)"])
    #expect(subviews.map(\.containerValues.isHighlighted) == [false, false, true])
  }

  @Test func aModifierOnSeveralViewsAppliesToEach() {
    let content = Group {
      Text("A")
      Text("B")
    }
    let subviews = ForEach(subviews: content.containerValue(\.isHighlighted, true)) { $0 }.data
    #expect(subviews.map(\.containerValues.isHighlighted) == [true, true])
    #expect(subviews.map(\.id.description) == ["content/0", "content/1"])
  }

  @Test func theOutermostValueOfAKeyWins() {
    let view = Text("A").containerValue(\.isHighlighted, true)
      .containerValue(\.isHighlighted, false)
    let subviews = ForEach(subviews: view) { $0 }.data
    #expect(subviews.map(\.containerValues.isHighlighted) == [false])
  }

  @Test func aSubviewPassedToAnotherContainerKeepsItsValues() {
    let inner = ForEach(
      subviews: Group {
        Text("A")
        Text("B").containerValue(\.isHighlighted, true)
      }
    ) { $0 }
    let outer = ForEach(subviews: inner) { $0 }.data
    #expect(outer.map(\.containerValues.isHighlighted) == [false, true])
    #expect(outer.count == 2)
  }
}
