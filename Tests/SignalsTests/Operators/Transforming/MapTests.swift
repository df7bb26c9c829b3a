import Signals
import Testing

@Suite("Publishers.Map", .endsSubscriptions)
struct MapTests {
  @Test(arguments: [0, 1, 3])
  func deliversNoMoreThanRequested(demand: Int) {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(demand))
    subject.map { $0 * 10 }.subscribe(recorder)
    for value in 1...5 { subject.send(value) }
    #expect(recorder.values == Array([10, 20, 30, 40, 50].prefix(demand)))
  }

  @Test func forwardsFailureAndDemandAndCancel() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<String, TestError>(
      initialDemand: .max(2),
      demandPerValue: .max(3)
    )
    upstream.map { "\($0)" }.subscribe(recorder)
    #expect(upstream.send(1) == .max(3))
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value("1"), .completion(.failure(.oops))])
    #expect(upstream.subscription?.events == [.requested(.max(2))])
    // The downstream holds the upstream's own subscription (as in Combine), so even a cancel after
    // the completion reaches it; publishers ignore that.
    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.max(2)), .cancelled])
  }

  @Test func cancelIsSentUpstreamAndStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.map { $0 + 1 }.subscribe(recorder)
    subject.send(1)
    recorder.cancel()
    subject.send(2)
    #expect(recorder.values == [2])
    let upstream = ManualPublisher<Int, Never>()
    let other = RecordingSubscriber<Int, Never>()
    upstream.map { $0 + 1 }.subscribe(other)
    other.cancel()
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func replaceNilAndFusedMapsKeepCombineTypes() {
    let fused: Publishers.Map<Publishers.Sequence<[Int?], Never>, String> = [1, nil, 3].publisher
      .replaceNil(with: 0)
      .map { "\($0)" }
    let recorder = RecordingSubscriber<String, Never>()
    fused.subscribe(recorder)
    recorder.expectEvents([
      .subscription, .value("1"), .value("0"), .value("3"), .completion(.finished),
    ])
  }

  @Test func keyPathsReadEachValue() {
    let one = RecordingSubscriber<Int, Never>()
    ["a", "bcd"].publisher.map(\.count).subscribe(one)
    #expect(one.values == [1, 3])
    let two = RecordingSubscriber<(Int, Bool), Never>()
    ["", "ab"].publisher.map(\.count, \.isEmpty).subscribe(two)
    #expect(two.values.map { "\($0)" } == ["(0, true)", "(2, false)"])
    let three = RecordingSubscriber<(Int, Bool, Character?), Never>()
    ["ab"].publisher.map(\.count, \.isEmpty, \.first).subscribe(three)
    #expect(three.values.map { "\($0.0) \($0.1) \($0.2 ?? "-")" } == ["2 false a"])
    #expect(three.completion == .finished)
  }

  @Test func releasesDownstreamAfterCancel() {
    weak var weakRecorder: RecordingSubscriber<Int, Never>?
    let subject = PassthroughSubject<Int, Never>()
    do {
      let recorder = RecordingSubscriber<Int, Never>()
      weakRecorder = recorder
      subject.map { $0 }.subscribe(recorder)
      recorder.cancel()
    }
    #expect(weakRecorder == nil)
  }

  @Test func keyPathSubscribersShowTheirKeyPathsAsInCombine() {
    let upstream = ManualPublisher<String, Never>()
    upstream.map(\.count).subscribe(RecordingSubscriber<Int, Never>())
    let one = Reflected(upstream.subscriber)
    upstream.map(\.count, \.isEmpty).subscribe(RecordingSubscriber<(Int, Bool), Never>())
    let two = Reflected(upstream.subscriber)
    upstream.map(\.count, \.isEmpty, \.first)
      .subscribe(RecordingSubscriber<(Int, Bool, Character?), Never>())
    let three = Reflected(upstream.subscriber)

    #expect(one.description == "ValueForKey")
    #expect(one.playground == "ValueForKey")
    #expect(one.labels == ["keyPath"])
    #expect(one.keyPaths == [\String.count] as [AnyKeyPath])
    #expect(two.description == "ValueForKeys")
    #expect(two.labels == ["keyPath0", "keyPath1"])
    #expect(two.keyPaths == [\String.count, \String.isEmpty] as [AnyKeyPath])
    #expect(three.playground == "ValueForKeys")
    #expect(three.labels == ["keyPath0", "keyPath1", "keyPath2"])
    #expect(three.keyPaths == [\String.count, \String.isEmpty, \String.first] as [AnyKeyPath])
  }
}

/// What a debugger shows of a subscriber: its description, playground description and mirror.
private struct Reflected {
  var description: String?
  var playground: String?
  var labels: [String?]
  var keyPaths: [AnyKeyPath]

  init(_ attached: Any?) {
    let subscriber: Any = attached ?? "no subscriber"
    description = (subscriber as? any CustomStringConvertible)?.description
    playground =
      (subscriber as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
    let children = (subscriber as? any CustomReflectable)?.customMirror.children
    labels = children.map { $0.map(\.label) } ?? []
    keyPaths = children.map { $0.compactMap { $0.value as? AnyKeyPath } } ?? []
  }
}
