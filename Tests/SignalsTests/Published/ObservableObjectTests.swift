import Signals
import Testing

@Suite("ObservableObject", .endsSubscriptions)
struct ObservableObjectTests {
  @Test func objectWillChangeIsTheSameObjectOnEveryAccess() {
    let model = TwoPropertyModel()

    let first = model.objectWillChange
    let second = model.objectWillChange

    #expect(first === second)
  }

  @Test func objectWillChangeFiresBeforeTheValueChanges() {
    let model = TwoPropertyModel()
    let seen = Locked<[Int]>([])
    let cancellable = model.objectWillChange.sink { [unowned model] in
      seen.withLock { $0.append(model.count) }
    }

    model.count = 1
    model.count = 2

    #expect(seen.withLock { $0 } == [0, 1])
    #expect(model.count == 2)
    cancellable.cancel()
  }

  @Test func objectWillChangeFiresOncePerWriteOfAnyProperty() {
    let model = TwoPropertyModel()
    let recorder = RecordingSubscriber<Void, Never>()
    model.objectWillChange.subscribe(recorder)

    model.count = 1
    model.title = "a"
    model.count = 1

    #expect(recorder.events.count == 4)
    #expect(recorder.completion == nil)
  }

  @Test func propertiesShareOneObjectWillChangeWhicheverIsWrittenFirst() {
    let model = TwoPropertyModel()
    model.title = "before"
    model.count = 9
    let fired = Locked<[String]>([])
    let cancellable = model.objectWillChange.sink { [unowned model] in
      fired.withLock { $0.append("\(model.count) \(model.title)") }
    }

    model.title = "after"
    model.count = 10

    #expect(fired.withLock { $0 } == ["9 before", "9 after"])
    cancellable.cancel()
  }

  @Test func subclassPropertiesFireTheSameObjectWillChange() {
    let model = DerivedModel()
    let fired = Locked<[String]>([])
    let cancellable = model.objectWillChange.sink { [unowned model] in
      fired.withLock { $0.append("\(model.base) \(model.derived)") }
    }

    model.base = 1
    model.derived = "x"
    model.base = 2

    #expect(fired.withLock { $0 } == ["0 ", "1 ", "1 x"])
    #expect(model.objectWillChange === model.objectWillChange)
    cancellable.cancel()
  }

  @Test func objectWillChangeReachedThroughTheSuperclassIsTheSame() {
    let model = DerivedModel()
    let asBase: BaseModel = model
    let fired = Locked(0)
    let cancellable = asBase.objectWillChange.sink { fired.withLock { $0 += 1 } }

    model.derived = "y"
    asBase.base = 3

    #expect(asBase.objectWillChange === model.objectWillChange)
    #expect(fired.withLock { $0 } == 2)
    cancellable.cancel()
  }

  @Test func separateObjectsHaveSeparatePublishers() {
    let first = TwoPropertyModel()
    let second = TwoPropertyModel()
    let fired = Locked(0)
    let cancellable = first.objectWillChange.sink { fired.withLock { $0 += 1 } }

    second.count = 1

    #expect(first.objectWillChange !== second.objectWillChange)
    #expect(fired.withLock { $0 } == 0)
    cancellable.cancel()
  }

  @Test func everySubscriberGetsEverySignalWhateverItsDemandAsInCombine() {
    let publisher = ObservableObjectPublisher()
    let subscriber = RecordingSubscriber<Void, Never>(initialDemand: .max(1))
    publisher.subscribe(subscriber)
    publisher.send()
    publisher.send()
    publisher.send()
    #expect(subscriber.values.count == 3)
  }

  @Test func classWithoutPublishedPropertiesGetsAFreshSilentPublisher() {
    let model = PlainModel()

    #expect(model.objectWillChange !== model.objectWillChange)
  }

  @Test func customObjectWillChangeIsUsedAsDeclared() {
    let model = CustomModel()
    let recorder = RecordingSubscriber<Int, Never>()
    model.objectWillChange.subscribe(recorder)

    model.bump()

    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func manualSendOnTheDefaultPublisherReachesSubscribers() {
    let model = TwoPropertyModel()
    let fired = Locked(0)
    let cancellable = model.objectWillChange.sink { fired.withLock { $0 += 1 } }

    model.objectWillChange.send()

    #expect(fired.withLock { $0 } == 1)
    cancellable.cancel()
  }
}

private final class TwoPropertyModel: ObservableObject {
  @Published var count = 0
  @Published var title = ""
}

private class BaseModel: ObservableObject {
  @Published var base = 0
}

private final class DerivedModel: BaseModel {
  @Published var derived = ""
}

private final class PlainModel: ObservableObject {
  var count = 0
}

private final class CustomModel: ObservableObject {
  let objectWillChange = PassthroughSubject<Int, Never>()
  private var version = 0

  func bump() {
    version += 1
    objectWillChange.send(version)
  }
}
