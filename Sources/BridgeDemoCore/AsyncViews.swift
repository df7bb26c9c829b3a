import Foundation
import ViewModelKit

/// A stub catalogue service: its reply comes after a suspension of one second on the clock of the
/// host whose work awaits it (`ViewHostClock()`), as a network reply would.
struct StubCatalogService: Sendable {
  let clock: any Clock<Duration> = ViewHostClock()

  func fetchFruit() async throws -> [String] {
    try await clock.sleep(for: .seconds(1))
    return ["Apples", "Pears", "Plums"]
  }

  func search(_ query: String) async -> [String] {
    ["Apples", "Peaches", "Pears", "Plums"].filter { $0.lowercased().hasPrefix(query) }
  }
}

/// The async screen's view model: `@Observable`, main-actor, awaiting the stub service.
@MainActor
@Observable
final class FruitModel {
  var fruit: [String] = []
  var isLoading = false
  var query = ""
  var results: [String] = []
  var remaining = 3
  @ObservationIgnored var searches: [String] = []
  @ObservationIgnored let service = StubCatalogService()

  /// Loads the catalogue; the rows come in with an animation.
  func load() async {
    isLoading = true
    let fruit = (try? await service.fetchFruit()) ?? []
    withAnimation(.easeOut(duration: 0.3)) {
      self.fruit = fruit
      isLoading = false
    }
  }

  /// Searches for the current query, once the typing has paused for 300 ms (the `.task(id:)`
  /// that calls this is restarted, and its sleep cancelled, by every keystroke).
  func searchAfterPause() async {
    do {
      try await service.clock.sleep(for: .milliseconds(300))
    } catch {
      return
    }
    guard !query.isEmpty else { return }
    searches.append(query)
    results = await service.search(query.lowercased())
  }

  /// Counts down one second.
  func tick() {
    if remaining > 0 { remaining -= 1 }
  }
}

/// The async screen: loads on appear, searches as the user types, counts down with a timer.
struct FruitScreen: View {
  @Bindable var model: FruitModel
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      if model.isLoading { Text("Loading…") }
      ForEach(model.fruit, id: \.self) { Text($0) }
      TextField("Search", text: $model.query)
      Text(model.results.isEmpty ? "no results" : model.results.joined(separator: ", "))
      Text(model.remaining > 0 ? "offer ends in \(model.remaining) s" : "offer ended")
    }
    .task { await model.load() }
    .task(id: model.query) { await model.searchAfterPause() }
    .onReceive(timer) { _ in model.tick() }
  }
}
