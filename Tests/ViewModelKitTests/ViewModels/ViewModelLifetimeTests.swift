import Foundation
import Testing
import ViewModelKit

/// Weak references to the objects a test made, to check which are freed.
@MainActor
private final class Lifetimes {
  private var references: [String: () -> AnyObject?] = [:]

  func track<Object: AnyObject>(_ object: Object, as name: String) -> Object {
    references[name] = { [weak object] in object }
    return object
  }

  /// The names of the tracked objects still alive, sorted.
  var alive: [String] { references.filter { $0.value() != nil }.keys.sorted() }
}

private final class ChildModel: ObservableObject {
  enum Event { case pulse }

  @Published var count = 0
  let events = EventChannel<Event>(name: "ChildModel.events")
  private var subscriptions = Set<AnyCancellable>()

  /// Counts the ticks of `source` for as long as the child lives.
  init(counting source: PassthroughSubject<Void, Never>, cancelled: @escaping () -> Void) {
    source
      .handleEvents(receiveCancel: cancelled)
      .sink { [weak self] in self?.count += 1 }
      .store(in: &subscriptions)
  }
}

private final class ParentModel: ObservableObject {
  @Published var title = "Parent"
  let child: ChildModel
  private var subscriptions = Set<AnyCancellable>()

  init(child: ChildModel) {
    self.child = child
    forwardChanges(from: child).store(in: &subscriptions)
  }
}

private struct ChildView: View {
  @StateObject var model: ChildModel

  var body: some View {
    Text("Count \(model.count)")
      .onEvent(model.events) { _ in model.count += 1 }
  }
}

private struct Screen: View {
  @ObservedObject var parent: ParentModel
  let makeChild: () -> ChildModel
  @State private var showsChild = true

  var body: some View {
    VStack {
      Button("Toggle") { showsChild.toggle() }
      Text(parent.title)
      if showsChild {
        ChildView(model: makeChild())
      }
    }
  }
}

@MainActor
@Suite("View model lifetimes")
struct ViewModelLifetimeTests {
  @Test func aReleasedParentFreesItsChildAndEndsTheChildsSubscriptions() {
    let lifetimes = Lifetimes()
    let source = PassthroughSubject<Void, Never>()
    var cancellations = 0
    var parent: ParentModel? = lifetimes.track(
      ParentModel(
        child: lifetimes.track(ChildModel(counting: source) { cancellations += 1 }, as: "child")
      ),
      as: "parent"
    )
    source.send()
    #expect(parent?.child.count == 1)
    #expect(lifetimes.alive == ["child", "parent"])
    parent = nil
    #expect(lifetimes.alive == [])
    #expect(cancellations == 1)
    source.send()  // nobody listens any more
  }

  @Test func aViewModelWhoseViewDisappearsIsFreed() throws {
    let lifetimes = Lifetimes()
    let source = PassthroughSubject<Void, Never>()
    let parent = ParentModel(child: ChildModel(counting: source) {})
    let host = ViewHost(
      Screen(parent: parent) {
        lifetimes.track(ChildModel(counting: source) {}, as: "view's child")
      }
    )
    #expect(lifetimes.alive == ["view's child"])
    try host.tap("Toggle")
    #expect(lifetimes.alive == [])
    #expect(shownTexts(host) == ["Toggle", "Parent"])
  }

  @Test func aChannelsListenerEndsWithItsView() throws {
    var childModel: ChildModel?
    let source = PassthroughSubject<Void, Never>()
    let parent = ParentModel(child: ChildModel(counting: source) {})
    let host = ViewHost(
      Screen(parent: parent) {
        let model = ChildModel(counting: source) {}
        if childModel == nil { childModel = model }
        return model
      }
    )
    let model = try #require(childModel)
    host.measure("pulse") { model.events.send(.pulse) }
    #expect(shownTexts(host) == ["Toggle", "Parent", "Count 1"])
    try host.tap("Toggle")
    host.measure("pulse after") { model.events.send(.pulse) }
    #expect(
      host.warnings == [
        "ChildModel.events sent pulse before any view subscribed; the event is lost (an "
          + "EventChannel, like a PassthroughSubject, keeps nothing for later subscribers)."
      ]
    )
  }

  @Test func nothingLeaksAfterAHostIsReleased() throws {
    let lifetimes = Lifetimes()
    let source = PassthroughSubject<Void, Never>()
    do {
      let parent = lifetimes.track(
        ParentModel(child: ChildModel(counting: source) {}),
        as: "parent"
      )
      let host = lifetimes.track(
        ViewHost(
          Screen(parent: parent) {
            lifetimes.track(ChildModel(counting: source) {}, as: "view's child")
          }
        ),
        as: "host"
      )
      let recorder = lifetimes.track(FlowRecorder(host), as: "recorder")
      recorder.observe(source, as: "source")
      try host.tap("Toggle")
      try host.tap("Toggle")
      withAnimation { parent.title = "Animated" }
      recorder.sample(advancingBy: 0.1) { $0.first("Text")?.text }
      #expect(lifetimes.alive == ["host", "parent", "recorder", "view's child"])
    }
    #expect(lifetimes.alive == [])
  }
}
