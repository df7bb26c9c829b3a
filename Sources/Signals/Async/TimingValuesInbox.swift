/// The subscriber behind `values`: asks for one value per `next()` and hands it to the waiting
/// task; cancelling (the task, or the iterator going away) cancels the upstream.
final class TimingValuesInbox<Input, Failure: Error>: Subscriber, Cancellable,
  @unchecked Sendable
{
  // Every mutable property lives in `state`; continuations resume outside the lock.
  private let state = Locked(State())

  typealias Answer = Result<Input?, Failure>

  /// Carries an answer to the consuming task.
  ///
  /// `@unchecked Sendable`: each value is handed over once, from the publisher to the one task
  /// waiting for it, and never touched again here.
  struct Handoff: @unchecked Sendable {
    let answer: Answer
  }

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    var waiting: CheckedContinuation<Handoff, Never>?
    var requestOnSubscription = false
    var unclaimed: [Input] = []
    var completion: Subscribers.Completion<Failure>?
    var cancelled = false

    /// The answer `next()` can give without waiting, if any; a failure is reported once.
    mutating func readyAnswer() -> Answer? {
      if !unclaimed.isEmpty { return .success(unclaimed.removeFirst()) }
      if cancelled { return .success(nil) }
      switch completion {
      case .none: return nil
      case .finished: return .success(nil)
      case .failure(let error):
        completion = .finished
        return .failure(error)
      }
    }
  }

  func receive(subscription: any Subscription) {
    let request = state.withLock { state -> Bool? in
      guard state.upstream.accept(subscription) else { return nil }
      defer { state.requestOnSubscription = false }
      return state.requestOnSubscription
    }
    switch request {
    case .none: subscription.cancel()
    case .some(true): subscription.request(.max(1))
    case .some(false): break
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let waiting = state.withLock { state in
      defer { state.waiting = nil }
      if state.waiting == nil { state.unclaimed.append(input) }
      return state.waiting
    }
    waiting?.resume(returning: Handoff(answer: .success(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let (waiting, answer) = state.withLock { state in
      state.upstream = .terminal
      state.completion = completion
      defer { state.waiting = nil }
      return (state.waiting, state.waiting == nil ? nil : state.readyAnswer())
    }
    if let waiting, let answer { waiting.resume(returning: Handoff(answer: answer)) }
  }

  func cancel() {
    let (waiting, upstream) = state.withLock { state in
      defer {
        state.waiting = nil
        state.upstream = .terminal
        state.cancelled = true
        state.unclaimed = []
      }
      return (state.waiting, state.upstream.active)
    }
    waiting?.resume(returning: Handoff(answer: .success(nil)))
    upstream?.cancel()
  }

  /// Waits for the next value (`nil` at the end or once cancelled) or the failure.
  func next(isolation actor: isolated (any Actor)? = #isolation) async -> Answer {
    let handoff = await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: actor) { continuation in
        let (ready, upstream) = state.withLock { state -> (Answer?, (any Subscription)?) in
          if let answer = state.readyAnswer() { return (answer, nil) }
          state.waiting = continuation
          guard let upstream = state.upstream.active else {
            state.requestOnSubscription = true
            return (nil, nil)
          }
          return (nil, upstream)
        }
        if let ready { continuation.resume(returning: Handoff(answer: ready)) }
        upstream?.request(.max(1))
      }
    } onCancel: {
      cancel()
    }
    return handoff.answer
  }
}

/// Cancels the inbox when the last iterator copy holding it goes away (a loop that breaks).
final class TimingValuesToken<Input, Failure: Error>: Sendable {
  let inbox = TimingValuesInbox<Input, Failure>()

  deinit {
    inbox.cancel()
  }
}
