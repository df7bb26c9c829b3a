import Foundation
import Testing
import ViewModelKit

private struct Photo: Identifiable {
  let id: Int
}

@MainActor
@Suite("Lazy stacks and grids")
struct LazyContainersTests {
  /// Laid out eagerly; unlike a `VStack`, a `LazyVStack` takes the whole width offered.
  @Test func aLazyVStackTakesTheWidth() {
    struct Feed: View {
      var body: some View {
        LazyVStack(alignment: .leading, spacing: 4) {
          ForEach(0..<3) { Text("Row \($0)") }
        }
      }
    }
    let snapshot = ViewHost(Feed()).snapshot()
    #expect(snapshot.first("LazyVStack")?.frame == rect(0, 388, 390, 68))
    #expect(snapshot.all("Text").map(\.frame.minX) == [0, 0, 0])
  }

  @Test func aLazyHStackTakesTheHeight() {
    struct Tags: View {
      var body: some View {
        LazyHStack {
          Text("A")
          Text("B")
        }
        .frame(height: 50)
      }
    }
    let snapshot = ViewHost(Tags()).snapshot()
    #expect(snapshot.first("LazyHStack")?.frame == rect(183, 397, 24, 50))
    #expect(snapshot.all("Text").map(\.frame) == [rect(183, 412, 8, 20), rect(199, 412, 8, 20)])
  }

  /// Two flexible columns share the width less one gap of 8: 191 each; cells centred in them.
  @Test func flexibleColumnsShareTheWidth() {
    struct Gallery: View {
      let columns = [GridItem(.flexible()), GridItem(.flexible())]
      var body: some View {
        LazyVGrid(columns: columns) {
          ForEach(1...4, id: \.self) { Text("Item \($0)") }
        }
      }
    }
    let snapshot = ViewHost(Gallery()).snapshot()
    #expect(snapshot.first("LazyVGrid")?.frame == rect(0, 398, 390, 48))
    #expect(
      snapshot.all("Text").map(\.frame) == [
        rect(71.5, 398, 48, 20), rect(270.5, 398, 48, 20),
        rect(71.5, 426, 48, 20), rect(270.5, 426, 48, 20),
      ]
    )
  }

  /// An adaptive item holds as many columns of at least 80 as fit: 4 of 91.5 in 390.
  @Test func adaptiveColumnsFitAsManyAsTheyCan() {
    struct Gallery: View {
      let photos = (1...5).map(Photo.init)
      var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
          ForEach(photos) { _ in Color.gray.frame(height: 50) }
        }
      }
    }
    let colors = ViewHost(Gallery()).snapshot().all("Color").map(\.frame)
    #expect(colors.count == 5)
    #expect(colors.map(\.minX) == [0, 99.5, 199, 298.5, 0])
    #expect(colors.map(\.width) == [91.5, 91.5, 91.5, 91.5, 91.5])
    #expect(colors.map(\.minY) == [368, 368, 368, 368, 426])
  }

  /// Fixed items keep their size; the block of columns is centred.
  @Test func fixedRowsOfALazyHGrid() {
    struct Shelf: View {
      var body: some View {
        LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30), spacing: 0)]) {
          ForEach(0..<3) { Text("\($0)") }
        }
        .frame(height: 100)
      }
    }
    let texts = ViewHost(Shelf()).snapshot().all("Text").map(\.frame)
    // Rows of 30 with 8 between, centred in 100 (from y 388), each text centred in its row;
    // two columns 8 wide, 8 apart.
    #expect(texts == [rect(183, 393, 8, 20), rect(183, 431, 8, 20), rect(199, 393, 8, 20)])
  }
}
