import Testing
import ViewModelKit

// An event channel consumed in `.task { for await … }`: the changes the loop makes for an event
// carry the transaction it was sent with.

@MainActor
@Observable
private final class PanelModel {
  enum Event { case collapse, expand }
  let events = EventChannel<Event>()
  var width: CGFloat = 390
}

private struct PanelView: View {
  let model: PanelModel

  var body: some View {
    Rectangle()
      .frame(width: model.width, height: 100)
      .task {
        for await event in model.events.stream {
          model.width = event == .collapse ? 200 : 390
        }
      }
  }
}

@MainActor
@Suite("EventChannel.stream: events in a for-await loop keep their transaction")
struct EventChannelStreamTests {
  @Test func aChangeMadeForAnEventCarriesItsAnimation() async {
    let model = PanelModel()
    let host = ViewHost(PanelView(model: model))
    await host.run()
    let first = host.updates.count
    model.events.send(.collapse, animation: .spring)
    await host.run()
    #expect(model.width == 200)
    #expect(host.updates[first...].map(\.transaction.animation) == [.spring])
    #expect(host.isAnimating)
    try? host.settle()
    let second = host.updates.count
    model.events.send(.expand)
    await host.run()
    #expect(model.width == 390)
    #expect(host.updates[second...].map(\.transaction.animation) == [nil])
  }

  @Test func eventsSentBeforeTheLoopAsksAreKeptInOrder() async {
    let model = PanelModel()
    let host = ViewHost(PanelView(model: model))
    await host.run()
    model.events.send(.collapse, animation: .easeIn)
    model.events.send(.expand, animation: .linear)
    await host.run()
    #expect(model.width == 390)
    #expect(host.warnings.isEmpty)
  }

  @Test func aPlainAsyncStreamReachesTheViewWithoutATransaction() async {
    struct Ticker: View {
      let ticks: AsyncStream<Int>
      @State private var last = 0
      var body: some View {
        Text("tick \(last)").task { for await tick in ticks { last = tick } }
      }
    }
    let (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
    let host = ViewHost(Ticker(ticks: ticks))
    await host.run()
    withAnimation(.spring) { _ = continuation.yield(1) }
    await host.run()
    #expect(host.snapshot().first("Text")?.text == "tick 1")
    #expect(host.updates.last?.transaction.animation == nil)
    continuation.finish()
  }
}
