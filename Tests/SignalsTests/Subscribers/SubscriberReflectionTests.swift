import Signals
import Testing

@Suite("Reflection of subscribers and type erasers", .endsSubscriptions)
struct SubscriberReflectionTests {
  final class Model {
    var count = 0
  }

  @Test func sinkIsDescribedAsSinkWithNoChildren() {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(sink.description == "Sink")
    #expect(sink.playgroundDescription as? String == "Sink")
    #expect(sink.customMirror.children.isEmpty)
  }

  @Test func assignShowsItsObjectKeyPathAndStatus() {
    let model = Model()
    let assign = Subscribers.Assign(object: model, keyPath: \Model.count)
    #expect(assign.description == "Assign Model.")
    #expect(assign.playgroundDescription as? String == "Assign Model.")
    let children = Array(assign.customMirror.children)
    #expect(children.map(\.label) == ["object", "keyPath", "status"])
    #expect(children[0].value as? Model === model)
    #expect(children[1].value as? ReferenceWritableKeyPath<Model, Int> == \Model.count)
    #expect(children[2].value as? String == "awaiting subscription")
    assign.receive(completion: .finished)
    #expect(assign.description == "Assign Model.")
  }

  @Test func typeErasersShowTheirDescription() {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(AnySubscriber(sink).playgroundDescription as? String == "Sink")
    #expect(Just(1).eraseToAnyPublisher().playgroundDescription as? String == "AnyPublisher")
  }
}
