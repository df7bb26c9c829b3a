import Testing
import ViewModelKit

// Screens written for SwiftUI and Combine, with no opt-in: `Timer.publish` on the main run loop
// and `debounce`/`receive(on:)` on the main queue run on the host's clock while a host does the
// work, so a test moves them by advancing the host.

private struct CountdownView: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var remaining = 3

  var body: some View {
    Text(remaining > 0 ? "\(remaining) s" : "Done")
      .onReceive(timer) { _ in
        if remaining > 0 { remaining -= 1 }
      }
  }
}

private final class SearchViewModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  private var cancellables: Set<AnyCancellable> = []

  init() {
    $query
      .dropFirst()
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .map { query in query.isEmpty ? [] : ["\(query) 1", "\(query) 2"] }
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }
}

private struct SearchView: View {
  @ObservedObject var model: SearchViewModel

  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      Text(model.results.isEmpty ? "No results" : model.results.joined(separator: ", "))
    }
  }
}

private final class GreetingViewModel: ObservableObject {
  @Published var greeting = "Hello"
  let replies = PassthroughSubject<String, Never>()

  func reply() { replies.send("Welcome back") }
}

private struct GreetingView: View {
  @ObservedObject var model: GreetingViewModel
  @State private var shown = "—"

  var body: some View {
    VStack {
      Text(shown)
      Button("Reply") { model.reply() }
    }
    .onReceive(model.replies.receive(on: DispatchQueue.main)) { shown = $0 }
  }
}

@MainActor
@Suite("Main scheduling: timers and main-queue operators on the host's clock")
struct MainSchedulingTests {
  @Test func aTimerTicksOneIntervalAfterConnectingAndEveryIntervalAfter() {
    let host = ViewHost(CountdownView())
    #expect(host.snapshot().first("Text")?.text == "3 s")
    host.advance(frames: 59)
    #expect(host.snapshot().first("Text")?.text == "3 s")
    host.advance(frames: 1)
    #expect(host.snapshot().first("Text")?.text == "2 s")
    host.advance(by: 2)
    #expect(host.snapshot().first("Text")?.text == "Done")
  }

  @Test func aDebounceOnTheMainQueueFiresAtItsFrame() throws {
    let model = SearchViewModel()
    let host = ViewHost(SearchView(model: model))
    try host.type("sw", into: "Search")
    host.advance(frames: 10)
    try host.type("swift", into: "Search")
    host.advance(frames: 17)
    #expect(host.snapshot().all("Text").last?.text == "No results")
    host.advance(frames: 1)
    #expect(host.time == 28.0 / 60)
    #expect(host.snapshot().all("Text").last?.text == "swift 1, swift 2")
  }

  @Test func receiveOnTheMainQueueDeliversWithTheInteraction() throws {
    let model = GreetingViewModel()
    let host = ViewHost(GreetingView(model: model))
    try host.tap("Reply")
    #expect(host.snapshot().first("Text")?.text == "Welcome back")
  }

  @Test func twoHostsEachKeepTheirOwnWork() throws {
    let first = SearchViewModel()
    let second = SearchViewModel()
    let firstHost = ViewHost(SearchView(model: first))
    let secondHost = ViewHost(SearchView(model: second))
    try firstHost.type("one", into: "Search")
    secondHost.advance(by: 1)
    #expect(first.results.isEmpty)
    firstHost.advance(by: 0.3)
    #expect(first.results == ["one 1", "one 2"])
    #expect(second.results.isEmpty)
  }

  @Test func outsideAHostTheMainQueueKeepsRealTime() {
    let host = ViewHost(Text("Hi"))
    host.advance(by: 10)
    let real = DispatchTime.now().uptimeNanoseconds
    let main = DispatchQueue.main.now.dispatchTime.uptimeNanoseconds
    #expect(main >= real)
  }
}
