import Signals
import Testing

@Suite("Subscribers.Assign", .endsSubscriptions)
struct AssignTests {
  final class Label {
    var text = ""
  }

  @Test func writesEveryValue() {
    let label = Label()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.text, on: label)
    subject.send("a")
    #expect(label.text == "a")
    subject.send("b")
    #expect(label.text == "b")
    cancellable.cancel()
    subject.send("c")
    #expect(label.text == "b")
  }

  @Test func ignoresAValueBeforeItsSubscriptionAsInCombine() {
    let label = Label()
    let assign = Subscribers.Assign(object: label, keyPath: \.text)
    #expect(assign.receive("early") == .none)
    #expect(label.text == "")
    Just("late").subscribe(assign)
    #expect(label.text == "late")
  }

  @Test func releasesTheObjectOnCompletion() {
    weak var weakLabel: Label?
    let subject = PassthroughSubject<String, Never>()
    let cancellable: AnyCancellable
    do {
      let label = Label()
      weakLabel = label
      cancellable = subject.assign(to: \.text, on: label)
    }
    #expect(weakLabel != nil)
    subject.send(completion: .finished)
    #expect(weakLabel == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func releasesTheObjectOnCancel() {
    weak var weakLabel: Label?
    let subject = PassthroughSubject<String, Never>()
    let cancellable: AnyCancellable
    do {
      let label = Label()
      weakLabel = label
      cancellable = subject.assign(to: \.text, on: label)
    }
    cancellable.cancel()
    #expect(weakLabel == nil)
  }

  @Test func exposesObjectAndKeyPath() {
    let label = Label()
    let assign = Subscribers.Assign(object: label, keyPath: \Label.text)
    #expect(assign.object === label)
    #expect(assign.keyPath == \Label.text)
    #expect(assign.description == "Assign Label.")
    assign.cancel()
    #expect(assign.object == nil)
  }
}
