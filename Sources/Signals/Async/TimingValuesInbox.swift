/// The subscriber behind `values`: every pending `next()` asks for one value, and values go to
/// the waiting calls in the order they called; cancelling (a waiting task, or the iterator going
/// away) cancels the upstream and answers every waiting call with `nil`.
///
/// As in Combine, a value that no waiting call asked for stops the program.
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

  typealias Waiter = CheckedContinuation<Handoff, Never>

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    /// The calls of `next()` waiting for an answer, oldest first.
    var waiting: [Waiter] = []
    /// Values asked for before the subscription arrived.
    var demandBeforeSubscription = 0
    var completion: Subscribers.Completion<Failure>?
    var cancelled = false

    /// The answer `next()` can give without waiting, if any; a failure is reported once.
    mutating func readyAnswer() -> Answer? {
      if cancelled { return .success(nil) }
      switch completion {
      case .none: return nil
      case .finished: return .success(nil)
      case .failure(let error):
        completion = .finished
        return .failure(error)
      }
    }

    mutating func takeWaiting() -> [Waiter] {
      defer { waiting = [] }
      return waiting
    }
  }

  func receive(subscription: any Subscription) {
    let request = state.withLock { state -> Int? in
      guard state.upstream.accept(subscription) else { return nil }
      defer { state.demandBeforeSubscription = 0 }
      return state.demandBeforeSubscription
    }
    switch request {
    case .none: subscription.cancel()
    case .some(0): break
    case .some(let count): subscription.request(.max(count))
    }
  }

  private enum Arrival {
    case deliver(Waiter)
    /// A value nobody asked for: Combine's `values` traps on it.
    case unwanted
    /// A value before the subscription (or after the end) is a broken upstream: as in
    /// Combine, every waiting call ends with `nil`.
    case outOfOrder([Waiter])
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let arrival = state.withLock { state -> Arrival in
      guard state.upstream.active != nil else { return .outOfOrder(state.takeWaiting()) }
      guard !state.waiting.isEmpty else { return .unwanted }
      return .deliver(state.waiting.removeFirst())
    }
    switch arrival {
    case .deliver(let waiter): waiter.resume(returning: Handoff(answer: .success(input)))
    case .unwanted:
      preconditionFailure(
        "values received a value while no call of next() was waiting for one: its publisher "
          + "sent beyond the demand, which Combine's values traps on"
      )
    case .outOfOrder(let waiting):
      for waiter in waiting { waiter.resume(returning: Handoff(answer: .success(nil))) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let (waiting, answer) = state.withLock { state -> ([Waiter], Answer?) in
      state.upstream = .terminal
      if state.completion == nil { state.completion = completion }
      let waiting = state.takeWaiting()
      return (waiting, waiting.isEmpty ? nil : state.readyAnswer())
    }
    // The first waiting call gets the end (or the failure); the others get `nil`.
    for (index, waiter) in waiting.enumerated() {
      waiter.resume(
        returning: Handoff(answer: index == 0 ? answer ?? .success(nil) : .success(nil))
      )
    }
  }

  func cancel() {
    let (waiting, upstream) = state.withLock { state in
      defer {
        state.upstream = .terminal
        state.cancelled = true
      }
      return (state.takeWaiting(), state.upstream.active)
    }
    upstream?.cancel()
    for waiter in waiting { waiter.resume(returning: Handoff(answer: .success(nil))) }
  }

  /// How many calls of `next()` are waiting (for tests).
  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Waits for the next value (`nil` at the end or once cancelled) or the failure.
  func next(isolation actor: isolated (any Actor)? = #isolation) async -> Answer {
    let handoff = await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: actor) { continuation in
        let (ready, upstream) = state.withLock { state -> (Answer?, (any Subscription)?) in
          if let answer = state.readyAnswer() { return (answer, nil) }
          if case .terminal = state.upstream { return (.success(nil), nil) }
          state.waiting.append(continuation)
          guard let upstream = state.upstream.active else {
            state.demandBeforeSubscription += 1
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
