import Signals
import Testing

@Suite("Publishers.MapError", .endsSubscriptions)
struct MapErrorTests {
  @Test func convertsTheFailureAndPassesValues() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    subject.mapError { _ in TestError.other }.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.other))])
  }

  @Test func setFailureTypeDeclaresAFailureThatNeverHappens() {
    let typed: Publishers.SetFailureType<Just<Int>, TestError> = Just(1)
      .setFailureType(to: TestError.self)
    let recorder = RecordingSubscriber<Int, TestError>()
    typed.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
    let retyped: Publishers.SetFailureType<Just<Int>, TestError> = Just(1)
      .setFailureType(to: Never.self)
      .setFailureType(to: TestError.self)
    #expect(retyped.upstream.output == 1)
  }

  @Test func assertNoFailurePassesValues() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2].publisher.setFailureType(to: TestError.self).assertNoFailure().subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func assertNoFailureTrapsOnFailure() async {
    await #expect(processExitsWith: .failure) {
      _ = Fail<Int, TestError>(error: .oops).assertNoFailure("boom").sink { _ in }
    }
  }
}
