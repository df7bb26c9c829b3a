import Signals
import Testing

@Suite("Future.value", .endsSubscriptions)
struct FutureValueTests {
  @Test func awaitsAValueFulfilledLater() async {
    let promise = Locked<Future<Int, Never>.Promise?>(nil)
    let future = Future<Int, Never> { fulfil in promise.withLock { $0 = fulfil } }
    let waiting = Task { await future.value }
    promise.withLock { $0 }?(.success(42))
    #expect(await waiting.value == 42)
  }

  @Test func returnsAValueAlreadyThere() async throws {
    let future = Future<String, TestError> { $0(.success("ready")) }
    #expect(try await future.value == "ready")
    #expect(try await future.value == "ready")
  }

  @Test func throwsTheFailure() async {
    let future = Future<Int, TestError> { $0(.failure(.oops)) }
    await #expect(throws: TestError.oops) { try await future.value }
  }
}
