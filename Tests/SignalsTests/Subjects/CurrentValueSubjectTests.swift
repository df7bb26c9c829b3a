import Signals
import Testing

@Suite("CurrentValueSubject", .endsSubscriptions)
struct CurrentValueSubjectTests {
  @Test func deliversCurrentValueThenEverySend() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let recorder = RecordingSubscriber<Int, Never>()
    subject.subscribe(recorder)
    subject.send(1)
    subject.value = 2
    #expect(recorder.values == [0, 1, 2])
    #expect(subject.value == 2)
  }

  @Test func keepsOnlyTheLatestValueForASubscriberWithoutDemand() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    recorder.request(.max(1))
    recorder.request(.max(1))
    subject.send(4)
    subject.send(5)
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(3), .value(4), .value(5)])
  }

  @Test func deliversCurrentValueOnFirstRequest() {
    let subject = CurrentValueSubject<String, Never>("a")
    let recorder = RecordingSubscriber<String, Never>(initialDemand: .max(1))
    subject.subscribe(recorder)
    subject.send("b")
    recorder.expectEvents([.subscription, .value("a")])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value("a"), .value("b")])
  }

  @Test func subscriberAddedDuringDeliveryReceivesTheUpdatedValue() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let late = RecordingSubscriber<Int, Never>()
    let first = subject.sink { value in
      if value == 1 { subject.subscribe(late) }
    }
    subject.send(1)
    late.expectEvents([.subscription, .value(1)])
    withExtendedLifetime(first) {}
  }

  @Test func afterCompletionSendIsIgnoredButValueSetIsKeptSilently() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let recorder = RecordingSubscriber<Int, Never>()
    subject.subscribe(recorder)
    subject.send(completion: .finished)
    subject.send(5)
    #expect(subject.value == 0)
    subject.value = 7
    #expect(subject.value == 7)
    recorder.expectEvents([.subscription, .value(0), .completion(.finished)])
  }

  @Test func lateSubscriberAfterCompletionReceivesOnlyTheCompletion() {
    let subject = CurrentValueSubject<Int, TestError>(1)
    subject.send(completion: .failure(.oops))
    let late = RecordingSubscriber<Int, TestError>()
    subject.subscribe(late)
    late.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func requestsUpstreamAtOnce() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let connection = [1, 2, 3].publisher.subscribe(subject)
    #expect(subject.value == 3)
    let late = RecordingSubscriber<Int, Never>()
    subject.subscribe(late)
    late.expectEvents([.subscription, .completion(.finished)])
    withExtendedLifetime(connection) {}
  }

  @Test func optionalOutputKeepsNilAsAValue() {
    let subject = CurrentValueSubject<Int?, Never>(nil)
    let recorder = RecordingSubscriber<Int?, Never>()
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(nil)
    #expect(recorder.values == [nil, 1, nil])
  }

  @Test func requestingZeroTrapsNamingTheCall() async {
    await #expect(processExitsWith: .failure) {
      let subject = CurrentValueSubject<Int, Never>(0)
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      subject.subscribe(recorder)
      recorder.request(.none)
    }
  }
}
