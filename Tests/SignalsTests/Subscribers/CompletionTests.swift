import Signals
import Testing

@Suite("Subscribers.Completion", .endsSubscriptions)
struct CompletionTests {
  @Test func equatableAndHashableWhenFailureIs() {
    let finished = Subscribers.Completion<TestError>.finished
    #expect(finished == .finished)
    #expect(Subscribers.Completion<TestError>.failure(.oops) == .failure(.oops))
    #expect(Subscribers.Completion<TestError>.failure(.oops) != .failure(.other))
    #expect(finished != .failure(.oops))
  }

  @Test func describesLikeCombine() {
    #expect("\(Subscribers.Completion<TestError>.finished)" == "finished")
    #expect(
      "\(Subscribers.Completion<TestError>.failure(.oops))"
        == "failure(SignalsTests.TestError.oops)"
    )
  }
}
