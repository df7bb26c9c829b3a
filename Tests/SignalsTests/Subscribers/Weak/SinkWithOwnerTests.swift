import Signals
import Testing

private final class Screen {
  var title = ""
  var log: [String] = []
}

@Suite("Weak-owner subscriptions", .endsSubscriptions)
struct SinkWithOwnerTests {
  @Test func passesTheOwnerToTheClosures() {
    let screen = Screen()
    let subject = PassthroughSubject<String, TestError>()
    let cancellable = subject.sink(
      with: screen,
      receiveCompletion: { screen, completion in
        screen.log.append(completion == .failure(.oops) ? "failed" : "finished")
      },
      receiveValue: { screen, value in screen.log.append(value) }
    )
    subject.send("a")
    subject.send(completion: .failure(.oops))
    #expect(screen.log == ["a", "failed"])
    cancellable.cancel()
  }

  @Test func doesNotKeepTheOwnerAliveAndEndsAfterItIsReleased() {
    weak var weakScreen: Screen?
    let upstream = ManualPublisher<Int, Never>()
    let token = Locked(0)
    var cancellable: AnyCancellable?
    do {
      let screen = Screen()
      weakScreen = screen
      cancellable = upstream.sink(with: screen) { screen, value in
        screen.title = "\(value)"
        token.withLock { $0 += 1 }
      }
      upstream.send(1)
      #expect(screen.title == "1")
    }
    #expect(weakScreen == nil)
    upstream.send(2)
    #expect(token.withLock { $0 } == 1)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    withExtendedLifetime(cancellable) {}
  }

  @Test func releasesItsClosuresWhenTheOwnerIsGone() {
    final class Token {}
    weak var weakToken: Token?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      let screen = Screen()
      cancellable = subject.sink(with: screen) { _, _ in withExtendedLifetime(token) {} }
    }
    #expect(weakToken != nil)
    subject.send(1)
    #expect(weakToken == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func assignWeaklyDoesNotRetainAndEnds() {
    weak var weakScreen: Screen?
    let upstream = ManualPublisher<String, Never>()
    var cancellable: AnyCancellable?
    do {
      let screen = Screen()
      weakScreen = screen
      cancellable = upstream.assign(to: \.title, on: screen, ownership: .weak)
      upstream.send("x")
      #expect(screen.title == "x")
    }
    #expect(weakScreen == nil)
    upstream.send("y")
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    withExtendedLifetime(cancellable) {}
  }

  @Test(arguments: [ObjectOwnership.strong, .unowned])
  func assignStrongAndUnownedWrite(ownership: ObjectOwnership) {
    let screen = Screen()
    let cancellable = ["a", "b"].publisher.assign(to: \.title, on: screen, ownership: ownership)
    #expect(screen.title == "b")
    cancellable.cancel()
  }

  @Test func strongOwnershipKeepsTheObject() {
    weak var weakScreen: Screen?
    let subject = PassthroughSubject<String, Never>()
    var cancellable: AnyCancellable?
    do {
      let screen = Screen()
      weakScreen = screen
      cancellable = subject.assign(to: \.title, on: screen, ownership: .strong)
    }
    #expect(weakScreen != nil)
    cancellable?.cancel()
    #expect(weakScreen == nil)
  }
}
