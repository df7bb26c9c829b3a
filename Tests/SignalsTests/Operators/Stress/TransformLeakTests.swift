import Signals
import Testing

/// The operators whose subscriptions are checked for leaks; each maps back to `Int` values.
enum TransformLeakCase: String, CaseIterable, Sendable {
  case map, tryMap, filter, scan, collectByCount, reduce, first, print, handleEvents
  case append, replaceError, materialize, pairwise, replaceEmpty

  func apply(_ subject: PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never> {
    switch self {
    case .map: subject.map { $0 }.eraseToAnyPublisher()
    case .tryMap: subject.tryMap { $0 }.replaceError(with: 0).eraseToAnyPublisher()
    case .filter: subject.filter { _ in true }.eraseToAnyPublisher()
    case .scan: subject.scan(0, +).eraseToAnyPublisher()
    case .collectByCount: subject.collect(2).map(\.count).eraseToAnyPublisher()
    case .reduce: subject.reduce(0, +).eraseToAnyPublisher()
    case .first: subject.first().eraseToAnyPublisher()
    case .print: subject.print("leak", to: NullStream()).eraseToAnyPublisher()
    case .handleEvents: subject.handleEvents(receiveOutput: { _ in }).eraseToAnyPublisher()
    case .append: subject.append(1).eraseToAnyPublisher()
    case .replaceError:
      subject.setFailureType(to: TestError.self).replaceError(with: 0)
        .eraseToAnyPublisher()
    case .materialize: subject.materialize().map { _ in 0 }.eraseToAnyPublisher()
    case .pairwise: subject.pairwise().map(\.0).eraseToAnyPublisher()
    case .replaceEmpty: subject.replaceEmpty(with: 0).eraseToAnyPublisher()
    }
  }
}

/// A stream that drops what it is given.
private struct NullStream: TextOutputStream {
  mutating func write(_ string: String) {}
}

@Suite("Operators release their subscribers", .endsSubscriptions)
struct TransformLeakTests {
  @Test(arguments: TransformLeakCase.allCases)
  func cancellingMidStreamReleasesTheSubscriber(leakCase: TransformLeakCase) {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakRecorder: RecordingSubscriber<Int, Never>?
    weak var weakSubscription: AnyObject?
    do {
      let recorder = RecordingSubscriber<Int, Never>()
      weakRecorder = recorder
      leakCase.apply(subject).subscribe(recorder)
      weakSubscription = recorder.subscription.map { $0 as AnyObject }
      subject.send(1)
      recorder.cancel()
    }
    subject.send(2)
    #expect(weakRecorder == nil)
    #expect(weakSubscription == nil)
  }

  @Test(arguments: TransformLeakCase.allCases)
  func completionReleasesTheSubscriber(leakCase: TransformLeakCase) {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakRecorder: RecordingSubscriber<Int, Never>?
    do {
      let recorder = RecordingSubscriber<Int, Never>()
      weakRecorder = recorder
      leakCase.apply(subject).subscribe(recorder)
      subject.send(1)
    }
    subject.send(completion: .finished)
    #expect(weakRecorder == nil)
  }
}
