import CombineExt
import CombineSchedulers
import Dispatch
import Testing

@Suite("CombineExt operators")
struct CombineExtOperatorTests {
  final class Label {
    var text = ""
  }

  @Test func withLatestFromTwoAndThreePublishers() {
    let taps = PassthroughSubject<Void, Never>()
    let name = PassthroughSubject<String, Never>()
    let age = PassthroughSubject<Int, Never>()
    let city = CurrentValueSubject<String, Never>("Oslo")
    var pairs: [String] = []
    var triples: [String] = []
    var selected: [String] = []
    var cancellables = Set<AnyCancellable>()
    taps.withLatestFrom(name, age).sink { pairs.append("\($0) \($1)") }.store(in: &cancellables)
    taps.withLatestFrom(name, age, city).sink { triples.append("\($0) \($1) \($2)") }
      .store(in: &cancellables)
    taps.withLatestFrom(name, age) { _, latest in "\(latest.0)/\(latest.1)" }
      .sink { selected.append($0) }.store(in: &cancellables)
    taps.send(())
    name.send("Ada")
    age.send(36)
    taps.send(())
    age.send(37)
    taps.send(())
    #expect(pairs == ["Ada 36", "Ada 37"])
    #expect(triples == ["Ada 36 Oslo", "Ada 37 Oslo"])
    #expect(selected == ["Ada/36", "Ada/37"])
  }

  @Test func materializedEventsUnderCombineExtsNames() {
    let subject = PassthroughSubject<Int, TestError>()
    var events: [Event<Int, TestError>] = []
    var failures: [TestError] = []
    var cancellables = Set<AnyCancellable>()
    let materialized = subject.materialize().share()
    materialized.sink { events.append($0) }.store(in: &cancellables)
    materialized.failures().sink { failures.append($0) }.store(in: &cancellables)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    #expect(events == [.value(1), .failure(.oops)])
    #expect(events.compactMap(\.event.value) == [1])
    #expect(failures == [.oops])
  }

  @Test func valuesOfAMaterializedPublisherResolvesBesideCombinesValues() {
    var values: [String] = []
    let cancellable = ["a", "b"].publisher.materialize().values().sink { values.append($0) }
    #expect(values == ["a", "b"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func nwisePairwisePartitionMapManyToggle() {
    var runs: [[Int]] = []
    var evens: [Int] = []
    var odds: [Int] = []
    var names: [[String]] = []
    var toggled: [Bool] = []
    var cancellables = Set<AnyCancellable>()
    [1, 2, 3, 4].publisher.nwise(3).sink { runs.append($0) }.store(in: &cancellables)
    let numbers = PassthroughSubject<Int, Never>()
    let (matches, nonMatches) = numbers.partition { $0.isMultiple(of: 2) }
    matches.sink { evens.append($0) }.store(in: &cancellables)
    nonMatches.sink { odds.append($0) }.store(in: &cancellables)
    for number in 1...5 { numbers.send(number) }
    Just([1, 2]).mapMany { "#\($0)" }.sink { names.append($0) }.store(in: &cancellables)
    [true, false].publisher.toggle().sink { toggled.append($0) }.store(in: &cancellables)
    #expect(runs == [[1, 2, 3], [2, 3, 4]])
    #expect(evens == [2, 4])
    #expect(odds == [1, 3, 5])
    #expect(names == [["#1", "#2"]])
    #expect(toggled == [false, true])
  }

  @Test func assignToTwoAndThreeObjects() {
    let header = Label()
    let footer = Label()
    let side = Label()
    let title = PassthroughSubject<String, Never>()
    let two = title.assign(to: \.text, on: header, and: \.text, on: footer)
    title.send("Inbox")
    two.cancel()
    let three = title.assign(to: \.text, on: header, and: \.text, on: footer, and: \.text, on: side)
    title.send("Sent")
    three.cancel()
    title.send("Drafts")
    #expect([header.text, footer.text, side.text] == ["Sent", "Sent", "Sent"])
  }

  @Test func ambMirrorsTheFirstToSendAndCancelsTheOther() {
    let slow = PassthroughSubject<Int, Never>()
    let fast = PassthroughSubject<Int, Never>()
    var slowEvents: [String] = []
    var fastEvents: [String] = []
    let recorder = TestSubscriber<Int, Never>()
    slow
      .handleEvents(
        receiveCancel: { slowEvents.append("cancel") },
        receiveRequest: { slowEvents.append("request \($0)") }
      )
      .amb(
        fast.handleEvents(
          receiveCancel: { fastEvents.append("cancel") },
          receiveRequest: { fastEvents.append("request \($0)") }
        )
      )
      .subscribe(recorder)
    fast.send(1)
    slow.send(100)
    fast.send(2)
    fast.send(completion: .finished)
    #expect(recorder.events == [.subscription, .value(1), .value(2), .completion(.finished)])
    #expect(slowEvents == ["request unlimited", "cancel"])
    #expect(fastEvents == ["request unlimited"])
  }

  @Test func ambOfACollectionAndACompletionWinning() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let third = PassthroughSubject<Int, Never>()
    let recorder = TestSubscriber<Int, Never>()
    [first, second, third].amb().subscribe(recorder)
    third.send(completion: .finished)
    first.send(1)
    #expect(recorder.events == [.subscription, .completion(.finished)])
  }

  @Test func prefixDurationEndsOnTheSchedulersTime() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TestSubscriber<Int, Never>()
    subject.prefix(duration: .seconds(2), on: scheduler).subscribe(recorder)
    subject.send(1)
    scheduler.advance(by: .seconds(1))
    subject.send(2)
    scheduler.advance(by: .seconds(1))
    subject.send(3)
    #expect(recorder.events == [.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func ambTakesWhatIsRequestedFromInsideReceiveSubscription() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var race: (any Subscription)?
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { subscription in
        race = subscription
        subscription.request(.max(2))
        second.send(3)
        first.send(1)
        second.send(0)
        second.send(7)
      },
      receiveValue: {
        values.append($0)
        return .none
      },
      receiveCompletion: { _ in }
    )
    first.amb(second).subscribe(subscriber)
    #expect(values == [3, 0])
    // Neither competitor ends, so as in Combine the race lives until it is cancelled.
    race?.cancel()
    second.send(9)
    #expect(values == [3, 0])
  }

  @Test func ambDeliversAnEarlyCompletionAfterTheSubscription() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Int, Never>().amb(PassthroughSubject<Int, Never>()).subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .completion(.finished)])
  }

  @Test func assignToManyHoldsTheObjectsAsOwnershipSays() {
    var header: Label? = Label()
    let footer = Label()
    weak let released = header
    let title = PassthroughSubject<String, Never>()
    let cancellable = title.assign(
      to: \.text,
      on: header!,
      and: \.text,
      on: footer,
      ownership: .weak
    )
    title.send("Inbox")
    #expect(header?.text == "Inbox")
    header = nil
    title.send("Sent")
    #expect(released == nil)
    #expect(footer.text == "Sent")
    withExtendedLifetime(cancellable) {}
  }
}
