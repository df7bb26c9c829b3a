import Testing
import ViewModelKit

// Explicit identity: `.id(_:)` and `ForEach` ids (reference §4.2).

private struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

private struct Resettable: View {
  @State private var generation = 0

  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      Counter(name: "Counter")
        .id(generation)
    }
  }
}

private struct Item: Identifiable, Equatable {
  let id: Int
  let name: String
}

/// The three `ForEach` forms, driven by the same list of items.
enum ItemListForm {
  case identifiable
  case keyPath
  case range
}

private struct ItemList: View {
  let form: ItemListForm
  @State private var items = [
    Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c"),
  ]
  @State private var nextID = 4

  var body: some View {
    VStack {
      Button("Insert") {
        items.insert(Item(id: nextID, name: "n\(nextID)"), at: 0)
        nextID += 1
      }
      Button("Remove b") { items.removeAll { $0.name == "b" } }
      Button("Reverse") { items.reverse() }
      Button("Drop last") { items.removeLast() }
      Button("Rename b") {
        if let index = items.firstIndex(where: { $0.id == 2 }) {
          items[index] = Item(id: 2, name: "B")
        }
      }
      Button("Append") {
        items.append(Item(id: nextID, name: "n\(nextID)"))
        nextID += 1
      }
      switch form {
      case .identifiable:
        ForEach(items) { item in Counter(name: item.name) }
      case .keyPath:
        ForEach(items, id: \.name) { item in Counter(name: item.name) }
      case .range:
        ForEach(0..<items.count, id: \.self) { index in Counter(name: "row\(index)") }
      }
    }
  }
}

/// A constant range: rows are identified by their offset.
private struct ConstantRange: View {
  @State private var title = "Rows"

  var body: some View {
    VStack {
      Text(title)
      Button("Retitle") { title += "!" }
      ForEach(0..<3) { index in Counter(name: "row\(index)") }
    }
  }
}

private struct DuplicateIDs: View {
  @State private var items = [Item(id: 1, name: "a"), Item(id: 1, name: "b")]

  var body: some View {
    VStack {
      Button("Add") { items.append(Item(id: 2, name: "c")) }
      ForEach(items) { item in Text(item.name) }
    }
  }
}

@MainActor
@Suite("Explicit identity")
struct ExplicitIdentityTests {
  @Test func changingTheIDResetsTheState() throws {
    let host = ViewHost(Resettable())
    try host.tap("Counter 0")
    try host.tap("Counter 1")
    #expect(shownTexts(host) == ["Reset", "Counter 2"])
    let report = try host.measure("reset") { try host.tap("Reset") }
    #expect(
      report.description
        == "reset: generation changed | recomputed Resettable local, Counter identity | skipped none"
    )
    #expect(shownTexts(host) == ["Reset", "Counter 0"])
    #expect(host.treeDescription().contains("Counter {count: 0} #id(1)"))
  }

  @Test(arguments: [ItemListForm.identifiable, .keyPath])
  func forEachKeepsStateWithItsIDAcrossInsertRemoveAndReorder(form: ItemListForm) throws {
    let host = ViewHost(ItemList(form: form))
    try host.tap("b 0")
    try host.tap("c 0")
    try host.tap("c 1")
    #expect(shownTexts(host).suffix(3) == ["a 0", "b 1", "c 2"])

    let insert = try host.measure("insert") { try host.tap("Insert") }
    #expect(shownTexts(host).suffix(4) == ["n4 0", "a 0", "b 1", "c 2"])
    #expect(
      insert.recomputed.map(\.description) == ["ItemList local", "Counter identity"]
    )

    let reverse = try host.measure("reverse") { try host.tap("Reverse") }
    #expect(shownTexts(host).suffix(4) == ["c 2", "b 1", "a 0", "n4 0"])
    #expect(reverse.recomputed.map(\.description) == ["ItemList local"])

    try host.tap("Remove b")
    #expect(shownTexts(host).suffix(3) == ["c 2", "a 0", "n4 0"])
  }

  @Test func forEachOverARangeKeepsStateWithEachOffset() throws {
    let host = ViewHost(ItemList(form: .range))
    try host.tap("row1 0")
    try host.tap("row2 0")
    #expect(shownTexts(host).suffix(3) == ["row0 0", "row1 1", "row2 1"])

    try host.tap("Append")
    #expect(shownTexts(host).suffix(4) == ["row0 0", "row1 1", "row2 1", "row3 0"])
    try host.tap("Drop last")
    try host.tap("Drop last")
    #expect(shownTexts(host).suffix(2) == ["row0 0", "row1 1"])
    // Offset 2 went away with its state; it comes back new.
    try host.tap("Append")
    #expect(shownTexts(host).suffix(3) == ["row0 0", "row1 1", "row2 0"])
  }

  @Test func aConstantRangeKeepsItsRowsWhenTheParentRerenders() throws {
    let host = ViewHost(ConstantRange())
    try host.tap("row1 0")
    let report = try host.measure("retitle") { try host.tap("Retitle") }
    #expect(
      report.description
        == "retitle: title changed | recomputed ConstantRange local | skipped Counter,Counter,Counter"
    )
    #expect(shownTexts(host) == ["Rows!", "Retitle", "row0 0", "row1 1", "row2 0"])
  }

  @Test func duplicateIDsAreLoggedNotFatal() throws {
    let host = ViewHost(DuplicateIDs())
    #expect(shownTexts(host) == ["Add", "a"])
    #expect(host.warnings.count == 1)
    let warning = try #require(host.warnings.first)
    #expect(warning.hasPrefix("ForEach<"))
    #expect(
      warning.hasSuffix(
        "the ID 1 occurs multiple times within the collection, this will give undefined results!"
      )
    )
    try host.tap("Add")
    #expect(host.warnings.count == 2)
    #expect(shownTexts(host) == ["Add", "a", "c"])
  }

  @Test func aRowWhoseContentChangesUnderTheSameIDKeepsItsState() throws {
    let host = ViewHost(ItemList(form: .identifiable))
    try host.tap("b 0")
    let report = try host.measure("rename") { try host.tap("Rename b") }
    #expect(report.recomputed.map(\.description) == ["ItemList local", "Counter parent"])
    #expect(shownTexts(host).suffix(3) == ["a 0", "B 1", "c 0"])
  }
}
