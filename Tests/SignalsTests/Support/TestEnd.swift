import Signals
import Testing

/// What a test's helpers let go of when the test ends, as an app lets go of a screen's
/// subscriptions when the screen goes.
///
/// A recording subscriber keeps its subscription (to request and cancel through it), and the
/// subscription keeps its subscriber: as in Combine, that cycle lasts until the subscription is
/// cancelled or completes. A test that stops without either would leave it behind, so the
/// helpers (`RecordingSubscriber`, `ManualPublisher`) register here what ends them, and the
/// `.endsSubscriptions` trait, on every suite, runs it after each test.
final class TestEnd: Sendable {
  /// The scope of the running test, if its suite has the trait.
  @TaskLocal static var current: TestEnd?

  private let actions = Locked([@Sendable () -> Void]())

  /// Runs `action` when the current test ends (nothing happens outside a test's scope).
  static func atEnd(_ action: @escaping @Sendable () -> Void) {
    current?.actions.withLock { $0.append(action) }
  }

  /// Runs the registered actions, the latest first.
  fileprivate func run() {
    let actions = actions.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for action in actions.reversed() { action() }
  }
}

/// Gives each test a `TestEnd` scope and ends it after the test.
struct EndsSubscriptionsTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    let end = TestEnd()
    defer { end.run() }
    try await TestEnd.$current.withValue(end) { try await function() }
  }
}

extension Trait where Self == EndsSubscriptionsTrait {
  /// Cancels, after each test, the subscriptions its helpers still hold (see `TestEnd`).
  static var endsSubscriptions: Self { Self() }
}
