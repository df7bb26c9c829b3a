import Testing
import ViewModelKit

// onAppear, onDisappear, onReceive and onChange (reference §4.2, §6.1).

private struct LifecycleScreen: View {
  let log: EventLog
  @State private var isShown = true

  var body: some View {
    VStack {
      Button("Toggle") { isShown.toggle() }
      if isShown {
        VStack {
          Text("A")
            .onAppear { log("A appear") }
            .onDisappear { log("A disappear") }
          Inner(log: log)
            .onAppear { log("Inner appear 1") }
            .onAppear { log("Inner appear 2") }
            .onDisappear { log("Inner disappear 1") }
            .onDisappear { log("Inner disappear 2") }
        }
        .onAppear { log("Stack appear") }
        .onDisappear { log("Stack disappear") }
      }
    }
  }
}

private struct Inner: View {
  let log: EventLog

  var body: some View {
    Text("B")
      .onAppear { log("B appear") }
      .onDisappear { log("B disappear") }
  }
}

private struct IdentityLifecycle: View {
  let log: EventLog
  @State private var generation = 0

  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      Text("Item")
        .onAppear { [generation] in log("appear \(generation)") }
        .onDisappear { [generation] in log("disappear \(generation)") }
        .id(generation)
    }
  }
}

/// `.id` inside `.onAppear`: the outer appearance action belongs to a view that stays.
private struct IDInsideAppear: View {
  let log: EventLog
  @State private var generation = 0

  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      Text("Item")
        .onAppear { [generation] in log("inner appear \(generation)") }
        .id(generation)
        .onAppear { [generation] in log("outer appear \(generation)") }
    }
  }
}

/// Switches the subject its receiver listens to.
private struct SwitchingReceiver: View {
  let first: CountingSubject
  let second: CountingSubject
  @State private var useSecond = false

  var body: some View {
    VStack {
      Button("Switch") { useSecond.toggle() }
      Text("Listening")
        .onReceive(useSecond ? second : first) { _ in }
    }
  }
}

/// An `onChange` action that writes another state: applied in the same flush.
private struct ChainedChange: View {
  @State private var value = 0
  @State private var doubled = 0

  var body: some View {
    Button("Value \(value) doubled \(doubled)") { value += 1 }
      .onChange(of: value) { _, new in doubled = new * 2 }
  }
}

private struct LoadingTitle: View {
  @State private var title = "Loading"

  var body: some View {
    Text(title)
      .onAppear { title = "Loaded" }
  }
}

/// A publisher that counts the subscriptions made to it and the ones cancelled.
private final class CountingSubject: Publisher {
  typealias Output = Int
  typealias Failure = Never

  private let subject = PassthroughSubject<Int, Never>()
  private(set) var subscriptions = 0
  private(set) var cancellations = 0

  var active: Int { subscriptions - cancellations }

  func send(_ value: Int) {
    subject.send(value)
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subscriptions += 1
    subject.receive(subscriber: CountingSubscriber(downstream: subscriber, owner: self))
  }

  fileprivate func didCancel() {
    cancellations += 1
  }
}

private final class CountingSubscriber<Downstream: Subscriber>: Subscriber
where Downstream.Input == Int, Downstream.Failure == Never {
  let downstream: Downstream
  let owner: CountingSubject

  init(downstream: Downstream, owner: CountingSubject) {
    self.downstream = downstream
    self.owner = owner
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: CountingSubscription(upstream: subscription, owner: owner))
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Never>) {
    downstream.receive(completion: completion)
  }
}

private final class CountingSubscription: Subscription {
  let upstream: any Subscription
  let owner: CountingSubject
  private var isCancelled = false

  init(upstream: any Subscription, owner: CountingSubject) {
    self.upstream = upstream
    self.owner = owner
  }

  func request(_ demand: Subscribers.Demand) {
    upstream.request(demand)
  }

  func cancel() {
    if !isCancelled {
      isCancelled = true
      owner.didCancel()
    }
    upstream.cancel()
  }
}

private struct Receiver: View {
  let subject: CountingSubject
  let log: EventLog
  @State private var value = 0

  var body: some View {
    Text("Value \(value)")
      .onReceive(subject) { received in
        log("received \(received)")
        value = received
      }
  }
}

private struct ReceiverScreen: View {
  let subject: CountingSubject
  let log: EventLog
  @State private var isShown = true
  @State private var title = "Screen"

  var body: some View {
    VStack {
      Text(title)
      Button("Toggle") { isShown.toggle() }
      Button("Retitle") { title += "!" }
      if isShown {
        Receiver(subject: subject, log: log)
      }
    }
  }
}

private struct CurrentValueReceiver: View {
  let subject: CurrentValueSubject<Int, Never>
  @State private var value = 0

  var body: some View {
    Text("Value \(value)")
      .onReceive(subject) { value = $0 }
  }
}

@MainActor
@Suite("Lifecycle")
struct LifecycleTests {
  @Test func onAppearRunsDeepestFirstAndModifiersInWrittenOrder() {
    let log = EventLog()
    let host = ViewHost(LifecycleScreen(log: log))
    #expect(
      log.entries == [
        "A appear", "B appear", "Inner appear 1", "Inner appear 2", "Stack appear",
      ]
    )
    withExtendedLifetime(host) {}
  }

  @Test func onDisappearRunsDeepestFirstAndModifiersInWrittenOrder() throws {
    let log = EventLog()
    let host = ViewHost(LifecycleScreen(log: log))
    log.entries = []
    try host.tap("Toggle")
    #expect(
      log.entries == [
        "A disappear", "B disappear", "Inner disappear 1", "Inner disappear 2",
        "Stack disappear",
      ]
    )
    try host.tap("Toggle")
    #expect(log.entries.count == 10)
    #expect(log.entries.suffix(5).first == "A appear")
  }

  @Test func anIdentityChangeRunsTheNewAppearBeforeTheOldDisappear() throws {
    let log = EventLog()
    let host = ViewHost(IdentityLifecycle(log: log))
    try host.tap("Reset")
    #expect(log.entries == ["appear 0", "appear 1", "disappear 0"])
  }

  @Test func stateWrittenInOnAppearIsSettledByTheInitializer() {
    let host = ViewHost(LoadingTitle())
    #expect(shownTexts(host) == ["Loaded"])
    #expect(host.treeDescription().hasPrefix("LoadingTitle {title: Loaded}"))
    #expect(host.updates.map(\.cause) == [.identity, .local])
  }

  @Test func onReceiveSubscribesOnAppearAndCancelsOnDisappear() throws {
    let subject = CountingSubject()
    let log = EventLog()
    let host = ViewHost(ReceiverScreen(subject: subject, log: log))
    #expect(subject.active == 1)
    try host.tap("Retitle")
    #expect(subject.subscriptions == 1)
    try host.tap("Toggle")
    #expect(subject.active == 0)
    #expect(subject.cancellations == 1)
    subject.send(7)
    #expect(log.entries.isEmpty)
    try host.tap("Toggle")
    #expect(subject.active == 1)
    #expect(subject.subscriptions == 2)
  }

  @Test func onReceiveRunsSynchronouslyAndItsWritesApplyAtTheNextFlush() {
    let subject = CountingSubject()
    let log = EventLog()
    let host = ViewHost(ReceiverScreen(subject: subject, log: log))
    subject.send(5)
    #expect(log.entries == ["received 5"])
    #expect(shownTexts(host).last == "Value 0")
    let report = host.measure("received") { host.flush() }
    #expect(shownTexts(host).last == "Value 5")
    #expect(
      report.description
        == "received: value changed | recomputed Receiver local | skipped ReceiverScreen"
    )
    #expect(host.warnings.isEmpty)
  }

  @Test func onReceiveWritesCarryTheTransactionCurrentAtTheSend() throws {
    let subject = CountingSubject()
    let log = EventLog()
    let host = ViewHost(ReceiverScreen(subject: subject, log: log))
    let before = host.updates.count
    withAnimation(.easeOut) { subject.send(6) }
    host.flush()
    #expect(host.updates.count == before + 1)
    let animated = try #require(host.updates.last)
    #expect(animated.view == "Receiver")
    #expect(animated.cause == .local)
    #expect(animated.transaction.animation == .easeOut)
    subject.send(8)
    host.flush()
    #expect(host.updates.count == before + 2)
    #expect(host.updates.last?.transaction.animation == nil)
  }

  @Test func onReceiveOfACurrentValueSubjectIsSettledByTheInitializer() {
    let subject = CurrentValueSubject<Int, Never>(42)
    let host = ViewHost(CurrentValueReceiver(subject: subject))
    #expect(shownTexts(host) == ["Value 42"])
    #expect(host.updates.map(\.cause) == [.identity, .local])
    subject.send(43)
    host.flush()
    #expect(shownTexts(host) == ["Value 43"])
    #expect(host.warnings.isEmpty)
  }

  @Test func anIDInsideOnAppearDoesNotRerunTheOuterAction() throws {
    let log = EventLog()
    let host = ViewHost(IDInsideAppear(log: log))
    try host.tap("Reset")
    #expect(log.entries == ["inner appear 0", "outer appear 0", "inner appear 1"])
  }

  @Test func onReceiveResubscribesWhenThePublisherChanges() throws {
    let first = CountingSubject()
    let second = CountingSubject()
    let host = ViewHost(SwitchingReceiver(first: first, second: second))
    #expect([first.active, second.active] == [1, 0] as [Int])
    try host.tap("Switch")
    #expect([first.active, second.active] == [0, 1] as [Int])
    #expect([first.subscriptions, second.subscriptions] == [1, 1] as [Int])
  }

  @Test func aWriteInOnChangeIsAppliedInTheSameFlush() throws {
    let host = ViewHost(ChainedChange())
    try host.tap("Value 0 doubled 0")
    #expect(shownTexts(host) == ["Value 1 doubled 2"])
    try host.tap("Value 1 doubled 2")
    #expect(shownTexts(host) == ["Value 2 doubled 4"])
  }
}
