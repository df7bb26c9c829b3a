import Foundation
import Testing
import ViewModelKit

private struct Fruit: Identifiable {
  let id: Int
  var name: String
}

private struct FruitList: View {
  var body: some View {
    List {
      Section("Fruit") {
        Text("Apple")
        Text("Banana").listRowSeparator(.hidden)
        Text("Cherry").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
      }
      Section {
        Text("Plain")
      } footer: {
        Text("Footer")
      }
    }
  }
}

@MainActor
@Suite("List")
struct ListTests {
  /// The default (inset-grouped) style: headers and rows inset 36 points, rows at least 44
  /// tall, separators under every row but the last of a section (and one hidden), custom insets
  /// and 35 points between sections.
  @Test func insetGroupedRowsSectionsAndSeparators() {
    let snapshot = ViewHost(FruitList()).snapshot()
    #expect(snapshot.first("List")?.frame == rect(0, 0, 390, 844))
    let texts = snapshot.all("Text")
    #expect(texts.map(\.text) == ["Fruit", "Apple", "Banana", "Cherry", "Plain", "Footer"])
    #expect(
      texts.map(\.frame) == [
        rect(36, 0, 40, 20), rect(36, 39, 40, 20), rect(36, 83, 48, 20),
        // No insets: the row is still 44 tall, its text at the card's edge, centred.
        rect(20, 127, 48, 20),
        rect(36, 206, 40, 20), rect(36, 245, 48, 20),
      ]
    )
    #expect(snapshot.all("Rectangle").map(\.frame) == [rect(36, 70.5, 334, 0.5)])
  }

  /// The plain style: full-width rows inset 20 points, a separator under each but the last.
  @Test func plainRows() {
    struct Plain: View {
      let fruit = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Kiwi")]
      var body: some View {
        List(fruit) { Text($0.name) }.listStyle(.plain)
      }
    }
    let snapshot = ViewHost(Plain()).snapshot()
    #expect(snapshot.all("Text").map(\.frame) == [rect(20, 12, 24, 20), rect(20, 56, 32, 20)])
    #expect(snapshot.all("Rectangle").map(\.frame) == [rect(20, 43.5, 370, 0.5)])
  }

  /// A tall row grows past 44 points by its insets.
  @Test func aTallRowGrowsByItsInsets() {
    struct Tall: View {
      var body: some View {
        List {
          Color.blue.frame(height: 60)
          Text("Next")
        }
        .listStyle(.grouped)
      }
    }
    let snapshot = ViewHost(Tall()).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(20, 11, 350, 60))
    #expect(snapshot.first("Text")?.frame == rect(20, 94, 32, 20))
  }

  /// A list made from data is lazy: of 100,000 rows only those on screen have views, and
  /// scrolling moves them.
  @Test func aListOfDataIsLazy() throws {
    struct Big: View {
      var body: some View {
        List(0..<100_000, id: \.self) { Text("Row \($0)") }.listStyle(.plain)
      }
    }
    let host = ViewHost(Big())
    #expect(shownTexts(host).count == 20)
    #expect(shownTexts(host).last == "Row 19")
    try host.scroll(by: 44 * 1000)
    #expect(shownTexts(host).first == "Row 1000")
    #expect(shownTexts(host).count == 20)
    #expect(host.snapshot().first("Text")?.frame == rect(0, 0, 64, 20).offsetBy(dx: 20, dy: 12))
  }

  /// `List($items)` gives each row a binding to its element.
  @Test func aListOfBindingsEditsTheElements() throws {
    struct Editor: View {
      @State var fruit = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Kiwi")]
      var body: some View {
        VStack {
          List($fruit) { $item in
            Button(item.name) { item.name += "!" }
          }
          Text(fruit.map(\.name).joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Editor())
    try host.tap("Kiwi")
    #expect(shownTexts(host).last == "Fig,Kiwi!")
  }
}
