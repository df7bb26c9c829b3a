import Testing
import ViewModelKit

// `@Observable` models as modern SwiftUI screens hold them: reads tracked per property, writes
// invalidating exactly the views that read them (reference: swiftui-beyond §1.7).

@Observable
private final class Library {
  var title = "Reading list"
  var books: [String] = []
  var isLoading = false
  @ObservationIgnored var fetches = 0
}

private struct LibraryScreen: View {
  let library: Library

  var body: some View {
    VStack {
      TitleBar(library: library)
      BookCount(library: library)
    }
  }
}

private struct TitleBar: View {
  let library: Library

  var body: some View {
    Text(library.title)
  }
}

private struct BookCount: View {
  let library: Library

  var body: some View {
    let _ = Self._printChanges()
    Text("\(library.books.count) books")
  }
}

@MainActor
@Suite("Observation: @Observable reads are tracked per property")
struct ObservationTests {
  @Test func aWriteRecomputesExactlyTheViewsThatReadTheProperty() {
    let library = Library()
    let host = ViewHost(LibraryScreen(library: library))
    let report = host.measure("added") {
      library.books.append("Dune")
    }
    #expect(
      report.description
        == "added: books changed | recomputed BookCount observed | skipped LibraryScreen,TitleBar"
    )
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Reading list", "1 books"])
    let renamed = host.measure("renamed") { library.title = "To read" }
    #expect(
      renamed.description
        == "renamed: title changed | recomputed TitleBar observed | skipped LibraryScreen,BookCount"
    )
  }

  @Test func aPropertyNoBodyReadRecomputesNothing() {
    let library = Library()
    let host = ViewHost(LibraryScreen(library: library))
    let before = host.updates.count
    library.isLoading = true
    library.fetches += 1
    host.flush()
    #expect(host.updates.count == before)
  }

  @Test func anEqualWriteRecomputesNothingAndTwoWritesRecomputeOnce() {
    let library = Library()
    let host = ViewHost(LibraryScreen(library: library))
    let before = host.updates.count
    library.title = "Reading list"
    host.flush()
    #expect(host.updates.count == before)
    library.title = "A"
    library.title = "B"
    host.flush()
    #expect(host.updates.count == before + 1)
    #expect(host.snapshot().first("Text")?.text == "B")
  }

  @Test func printChangesSaysTheDependenciesChanged() {
    let library = Library()
    let host = ViewHost(LibraryScreen(library: library))
    library.books = ["Emma"]
    host.flush()
    #expect(host.printedChanges.last == "BookCount: @dependencies changed.")
  }

  @Test func aWriteInsideWithAnimationCarriesItsAnimation() {
    let library = Library()
    let host = ViewHost(LibraryScreen(library: library))
    withAnimation(.linear(duration: 0.2)) { library.books.append("Ulysses") }
    host.flush()
    #expect(host.updates.last?.view == "BookCount")
    #expect(host.updates.last?.transaction.animation == .linear(duration: 0.2))
  }

  @Test func aViewThatReadsOnlyInAnActionIsNotInvalidated() {
    struct Loader: View {
      let library: Library
      var body: some View {
        Button("Load") { library.isLoading.toggle() }
      }
    }
    let library = Library()
    let host = ViewHost(Loader(library: library))
    let before = host.updates.count
    #expect(throws: Never.self) { try host.tap("Load") }
    #expect(library.isLoading)
    #expect(host.updates.count == before)
  }
}
