import Signals
import Testing

@Suite("AsyncThrowingPublisher", .endsSubscriptions)
struct AsyncThrowingPublisherTests {
  @Test func iteratesValuesThenThrowsTheFailure() async throws {
    let upstream = [1].publisher.setFailureTypeForTests(TestError.self)
      .append(Fail(error: TestError.oops))
    var iterator = upstream.values.makeAsyncIterator()
    #expect(try await iterator.next() == 1)
    await #expect(throws: TestError.oops) { try await iterator.next() }
    #expect(try await iterator.next() == nil)
  }

  @Test func aLoopEndsWhenThePublisherFinishes() async throws {
    var values: [Int] = []
    let publisher = [4, 5].publisher.setFailureTypeForTests(TestError.self)
    for try await value in publisher.values { values.append(value) }
    #expect(values == [4, 5])
  }

  @Test func aFailureWhileWaitingIsThrown() async {
    let upstream = ManualPublisher<Int, TestError>()
    let task = Task {
      var received: [Int] = []
      do {
        for try await value in upstream.values { received.append(value) }
        return "finished \(received)"
      } catch {
        return "\(error) after \(received)"
      }
    }
    #expect(await eventually { upstream.subscription?.events == [.requested(.max(1))] })
    upstream.send(3)
    #expect(await eventually { upstream.subscription?.events.count == 2 })
    upstream.send(completion: .failure(.other))
    #expect(await task.value == "other after [3]")
  }

  @Test func cancellingTheTaskCancelsTheSubscription() async throws {
    let upstream = ManualPublisher<Int, TestError>()
    let task = Task {
      for try await _ in upstream.values {}
    }
    #expect(await eventually { upstream.subscription?.events == [.requested(.max(1))] })
    task.cancel()
    try await task.value
    #expect(upstream.subscription?.isCancelled == true)
  }
}

extension Publishers.Sequence where Failure == Never {
  /// The same values with another failure type, without depending on `setFailureType`.
  fileprivate func setFailureTypeForTests<E: Error>(_: E.Type) -> Publishers.Sequence<Elements, E> {
    Publishers.Sequence(sequence: sequence)
  }
}
