import Signals
import Testing

@Suite("Published", .endsSubscriptions)
struct PublishedTests {
  @Test func writeHappensInCombinesOrder() {
    let model = OrderModel()
    var cancellables = Set<AnyCancellable>()
    model.objectWillChange
      .sink { [unowned model] in model.log.append("objectWillChange stored=\(model.value)") }
      .store(in: &cancellables)
    model.$value
      .sink { [unowned model] new in model.log.append("$value \(new) stored=\(model.value)") }
      .store(in: &cancellables)

    model.value = 1

    #expect(
      model.log == [
        "$value 0 stored=0",
        "objectWillChange stored=0",
        "$value 1 stored=0",
        "didSet old=0 stored=1",
      ]
    )
  }

  @Test func everyWriteRepeatsTheOrder() {
    let model = OrderModel()
    var cancellables = Set<AnyCancellable>()
    model.objectWillChange
      .sink { [unowned model] in model.log.append("objectWillChange stored=\(model.value)") }
      .store(in: &cancellables)
    model.$value
      .sink { [unowned model] new in model.log.append("$value \(new) stored=\(model.value)") }
      .store(in: &cancellables)
    model.log = []

    model.value = 5
    model.value += 1

    #expect(
      model.log == [
        "objectWillChange stored=0",
        "$value 5 stored=0",
        "didSet old=0 stored=5",
        "objectWillChange stored=5",
        "$value 6 stored=5",
        "didSet old=5 stored=6",
      ]
    )
  }

  @Test func projectedPublisherDeliversTheCurrentValueToEachNewSubscriber() {
    let model = CounterModel()
    let first = RecordingSubscriber<Int, Never>()
    model.$count.subscribe(first)

    model.count = 1
    model.count = 2
    let second = RecordingSubscriber<Int, Never>()
    model.$count.subscribe(second)
    model.count = 3

    first.expectEvents([.subscription, .value(0), .value(1), .value(2), .value(3)])
    second.expectEvents([.subscription, .value(2), .value(3)])
  }

  @Test func projectedPublisherMadeAfterWritesStartsWithTheLatestValue() {
    let model = CounterModel()
    model.count = 4
    model.count = 7
    let recorder = RecordingSubscriber<Int, Never>()

    model.$count.subscribe(recorder)

    recorder.expectEvents([.subscription, .value(7)])
  }

  @Test func projectedPublisherWaitsForDemand() {
    let model = CounterModel()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    model.$count.subscribe(recorder)
    model.count = 1
    model.count = 2

    recorder.request(.max(1))

    recorder.expectEvents([.subscription, .value(2)])
  }

  @Test func projectedPublisherFirstUsedInsideObjectWillChangeStillGetsTheWrite() {
    let model = CounterModel()
    let recorder = RecordingSubscriber<Int, Never>()
    let cancellable = model.objectWillChange.sink { [unowned model] in
      model.$count.subscribe(recorder)
    }

    model.count = 1
    cancellable.cancel()
    let late = RecordingSubscriber<Int, Never>()
    model.$count.subscribe(late)

    recorder.expectEvents([.subscription, .value(0), .value(1)])
    late.expectEvents([.subscription, .value(1)])
    #expect(model.count == 1)
  }

  @Test func objectWillChangeFiresOncePerWrite() {
    let model = CounterModel()
    let fired = Locked(0)
    let cancellable = model.objectWillChange.sink { fired.withLock { $0 += 1 } }

    model.count = 1
    model.count = 1
    model.count += 1

    #expect(fired.withLock { $0 } == 3)
    #expect(model.count == 2)
    cancellable.cancel()
  }

  @Test func assignToPublishedWritesAndSendsObjectWillChange() {
    let source = PassthroughSubject<Int, Never>()
    let model = AssigningModel(source: source)
    let log = Locked<[String]>([])
    var cancellables = Set<AnyCancellable>()
    model.objectWillChange
      .sink { [unowned model] in log.withLock { $0.append("willChange \(model.value)") } }
      .store(in: &cancellables)
    model.$value
      .sink { value in log.withLock { $0.append("$value \(value)") } }
      .store(in: &cancellables)

    source.send(10)
    source.send(20)

    #expect(model.value == 20)
    #expect(
      log.withLock { $0 } == [
        "$value 0", "willChange 0", "$value 10", "willChange 10", "$value 20",
      ]
    )
  }

  @Test func assignToPublishedTakesTheCurrentValueOfACurrentValueSubject() {
    let source = CurrentValueSubject<Int, Never>(5)

    let model = AssigningModel(source: source)

    #expect(model.value == 5)
    source.value = 6
    #expect(model.value == 6)
  }

  @Test func assignToPublishedEndsWhenTheObjectIsReleased() {
    let source = PassthroughSubject<Int, Never>()
    let other = RecordingSubscriber<Int, Never>()
    source.subscribe(other)
    weak var weakModel: AssigningModel?

    do {
      let model = AssigningModel(source: source)
      weakModel = model
      source.send(1)
      #expect(model.value == 1)
    }

    #expect(weakModel == nil)
    source.send(2)
    other.expectEvents([.subscription, .value(1), .value(2)])
  }

  @Test func initialValueInitializerSetsTheValue() {
    let model = InitialValueModel()

    #expect(model.name == "initial")
    #expect(model.score == 3)
    model.score = 4
    #expect(model.score == 4)
  }

  @Test func initialValueInitializerPublishesLikeWrappedValue() {
    let model = InitialValueModel()
    let recorder = RecordingSubscriber<String, Never>()
    let fired = Locked(0)
    let cancellable = model.objectWillChange.sink { fired.withLock { $0 += 1 } }

    model.$name.subscribe(recorder)
    model.name = "changed"

    recorder.expectEvents([.subscription, .value("initial"), .value("changed")])
    #expect(fired.withLock { $0 } == 1)
    cancellable.cancel()
  }
}

private final class OrderModel: ObservableObject {
  var log: [String] = []

  @Published var value = 0 {
    didSet { log.append("didSet old=\(oldValue) stored=\(value)") }
  }
}

private final class CounterModel: ObservableObject {
  @Published var count = 0
}

private final class AssigningModel: ObservableObject {
  @Published var value = 0

  init(source: some Publisher<Int, Never>) {
    source.assign(to: &$value)
  }
}

private final class InitialValueModel: ObservableObject {
  @Published(initialValue: "initial") var name: String
  @Published var score: Int

  init() {
    _score = Published(initialValue: 3)
  }
}
