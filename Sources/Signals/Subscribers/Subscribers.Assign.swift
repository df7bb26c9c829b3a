extension Subscribers {
  /// A subscriber that writes every value to a property of an object, through a key path.
  ///
  /// Usually made with `assign(to:on:)`. It keeps a strong reference to the object until the
  /// publisher completes or the subscription is cancelled, as Combine's does; to avoid a retain
  /// cycle when the object owns the cancellable, use `assign(to: &$property)` instead.
  ///
  /// ```swift
  /// final class Model { var count = 0 }
  /// let model = Model()
  /// let cancellable = [1, 2].publisher.assign(to: \.count, on: model)
  /// print(model.count)  // Prints "2"
  /// ```
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    @unchecked Sendable
  {
    public typealias Failure = Never

    // Every mutable property lives in `state`; the write happens outside the lock.
    private let state: Locked<State>

    private struct State {
      var subscription: SubscriptionStatus = .awaiting
      var object: Root?
    }

    /// The object written to; `nil` after completion or cancellation.
    public var object: Root? { state.withLock { $0.object } }

    /// The property written to.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// Creates a subscriber that writes to `keyPath` on `object`.
    ///
    /// - Parameters:
    ///   - object: The object to write to; held strongly until the end.
    ///   - keyPath: The property to write.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      state = Locked(State(object: object))
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }

    public func receive(subscription: any Subscription) {
      let accepted = state.withLock { $0.subscription.accept(subscription) }
      guard accepted else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    /// Writes `value`; a value that arrives before the subscription is ignored, as in Combine.
    public func receive(_ value: Input) -> Subscribers.Demand {
      let object = state.withLock { state -> Root? in
        guard case .subscribed = state.subscription else { return nil }
        return state.object
      }
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      let object = state.withLock { state in
        defer { state = State(subscription: .terminal) }
        return state.object
      }
      // The last reference to the object is released here, outside the lock.
      _ = object
    }

    public func cancel() {
      let (subscription, object) = state.withLock { state in
        defer { state = State(subscription: .terminal) }
        return (state.subscription.active, state.object)
      }
      subscription?.cancel()
      _ = object
    }
  }
}

extension Subscribers.Assign: CustomReflectable, CustomPlaygroundDisplayConvertible {
  /// The object, the key path and the subscription status, as Combine reflects them.
  public var customMirror: Mirror {
    let status = state.withLock { state -> String in
      switch state.subscription {
      case .awaiting: "awaiting subscription"
      case .subscribed(let subscription): "subscribed to \(subscription)"
      case .terminal: "terminal"
      }
    }
    return Mirror(
      self,
      children: [("object", object as Any), ("keyPath", keyPath), ("status", status)]
    )
  }

  /// The description, as in Combine.
  public var playgroundDescription: Any { description }
}
