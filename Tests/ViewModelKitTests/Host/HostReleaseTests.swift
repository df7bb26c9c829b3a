import Signals
import Testing
import ViewModelKit

// A host and everything it created (views' state, the view models they own, subscriptions,
// running animations) go away with it.

private final class Made {
  private var references: [() -> CounterModel?] = []

  /// The models made that are still alive.
  var alive: [CounterModel] { references.compactMap { $0() } }

  func add(_ model: CounterModel) {
    references.append { [weak model] in model }
  }
}

private final class CounterModel: ObservableObject {
  @Published var count = 0
  let events = PassthroughSubject<Int, Never>()

  init(made: Made) {
    made.add(self)
  }
}

private struct Counter: View {
  @StateObject private var model: CounterModel
  @State private var received = 0

  init(made: Made) {
    _model = StateObject(wrappedValue: CounterModel(made: made))
  }

  var body: some View {
    VStack {
      Button("Add") { withAnimation(.easeInOut(duration: 1)) { model.count += 1 } }
      Rectangle().frame(width: CGFloat(10 + 10 * model.count), height: 10)
      Text("received \(received)")
      Button("Send") { model.events.send(7) }
    }
    .onReceive(model.events) { received = $0 }
  }
}

@MainActor
@Suite("Host release")
struct HostReleaseTests {
  @Test func aHostAndWhatItMadeAreReleasedWithItMidAnimation() throws {
    let made = Made()
    weak var released: ViewHost<Counter>?
    weak var events: PassthroughSubject<Int, Never>?
    do {
      let host = ViewHost(Counter(made: made))
      released = host
      try host.tap("Add")
      host.advance(frames: 10)
      try host.tap("Send")
      #expect(host.snapshot().all("Text").map(\.text) == ["Add", "received 7", "Send"])
      #expect(host.isAnimating)
      #expect(made.alive.count == 1)
      events = made.alive.first?.events
    }
    #expect(released == nil)
    #expect(made.alive.isEmpty)
    #expect(events == nil)
  }
}
