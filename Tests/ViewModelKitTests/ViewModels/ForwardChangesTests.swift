import Foundation
import Testing
import ViewModelKit

private final class ChildModel: ObservableObject {
  @Published var count = 0
}

private final class ParentModel: ObservableObject {
  @Published var title = "Parent"
  let child = ChildModel()
  private var subscriptions = Set<AnyCancellable>()

  init(forwarding: Bool) {
    if forwarding {
      forwardChanges(from: child).store(in: &subscriptions)
    }
  }
}

/// Reads the child's count through the parent, which is all it observes.
private struct ParentView: View {
  @ObservedObject var model: ParentModel

  var body: some View {
    Text("Count \(model.child.count)")
  }
}

@MainActor
@Suite("ObservableObject.forwardChanges(from:)")
struct ForwardChangesTests {
  @Test func withoutForwardingAChildChangeDoesNotUpdateTheView() {
    let model = ParentModel(forwarding: false)
    let recorder = FlowRecorder(ViewHost(ParentView(model: model)))
    model.child.count = 1
    recorder.host.flush()
    #expect(recorder.mismatch(expected: "") == nil)
    #expect(shownTexts(recorder.host) == ["Count 0"])
  }

  @Test func forwardingUpdatesTheViewThatObservesTheParent() {
    let model = ParentModel(forwarding: true)
    let recorder = FlowRecorder(ViewHost(ParentView(model: model)))
    model.child.count = 1
    recorder.host.flush()
    #expect(recorder.updates.filter(\.isUserDefined).map(\.view) == ["ParentView"])
    #expect(recorder.updates.first?.cause == .observed)
    #expect(shownTexts(recorder.host) == ["Count 1"])
    #expect(
      recorder.mismatch(
        expected: """
          pass 2, no animation: _model changed → ParentView observed
          """
      ) == nil
    )
  }

  @Test func theForwardedChangeKeepsTheChildsAnimation() {
    let model = ParentModel(forwarding: true)
    let recorder = FlowRecorder(ViewHost(ParentView(model: model)))
    withAnimation(.linear(duration: 0.1)) { model.child.count = 1 }
    recorder.host.flush()
    let linear = "BezierAnimation(duration: 0.1, curve: (0.0, 0.0), (1.0, 1.0))"
    #expect(recorder.updates.first?.transaction.animation == .linear(duration: 0.1))
    #expect(
      recorder.mismatch(
        expected: """
          pass 2, animation \(linear): _model changed → ParentView observed
          """
      ) == nil
    )
  }

  @Test func aForwardedChangeIsNotNamedAfterTheParentsLastWrite() {
    let model = ParentModel(forwarding: true)
    let recorder = FlowRecorder(ViewHost(ParentView(model: model)))
    model.title = "Renamed"
    recorder.host.flush()
    model.child.count = 1
    recorder.host.flush()
    // The host names a change by the latest `@Published` write it saw on the object, so a later
    // objectWillChange with no write (a forwarded one) reuses the name of the earlier write; and
    // as the names are kept by object identifier and never removed, a new object at a freed
    // one's address inherits its name.
    #expect(
      recorder.mismatch(
        expected: """
          pass 2, no animation: title changed → ParentView observed
          pass 3, no animation: _model changed → ParentView observed
          """
      ) == nil
    )
  }

  @Test func aParentWithoutAPublisherOfItsOwnIsReported() {
    final class PlainParent: ObservableObject {
      let child = ChildModel()
    }
    final class OwnPublisherParent: ObservableObject {
      let objectWillChange = ObservableObjectPublisher()
      let child = ChildModel()
    }
    let host = ViewHost(Text("Idle"))
    let plain = PlainParent()
    let own = OwnPublisherParent()
    var subscriptions = Set<AnyCancellable>()
    host.measure("forward") {
      plain.forwardChanges(from: plain.child).store(in: &subscriptions)
      own.forwardChanges(from: own.child).store(in: &subscriptions)
    }
    #expect(
      host.warnings == [
        "PlainParent.forwardChanges(from: ChildModel) forwards to nothing: PlainParent has no "
          + "@Published property and no objectWillChange of its own, so each access makes a new "
          + "publisher. Declare `let objectWillChange = ObservableObjectPublisher()`."
      ]
    )
    var forwarded = 0
    own.objectWillChange.sink { forwarded += 1 }.store(in: &subscriptions)
    own.child.count = 1
    #expect(forwarded == 1)
  }

  @Test func theForwardingSubscriptionHoldsTheParentWeakly() {
    let child = ChildModel()
    weak var weakParent: ParentModel?
    var forwarding: AnyCancellable?
    do {
      let parent = ParentModel(forwarding: false)
      forwarding = parent.forwardChanges(from: child)
      weakParent = parent
    }
    #expect(weakParent == nil)
    child.count = 1  // the parent is gone: nothing to forward to, nothing crashes
    forwarding?.cancel()
  }
}
