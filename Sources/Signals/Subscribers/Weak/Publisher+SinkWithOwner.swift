extension Publisher {
  /// Attaches a sink that passes a weakly held `owner` to its closures, so they need no
  /// `[weak self]` dance.
  ///
  /// Beyond Combine. The sink never keeps `owner` alive. At the first event after `owner` is
  /// released, it cancels the upstream and releases its closures; store the cancellable in
  /// `owner` to end the subscription exactly when `owner` is released.
  ///
  /// ```swift
  /// model.$name
  ///   .sink(with: self) { screen, name in screen.title = name }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object passed to the closures, held weakly.
  ///   - receiveCompletion: Runs with `owner` when the publisher finishes or fails.
  ///   - receiveValue: Runs with `owner` for each value.
  /// - Returns: A cancellable that ends the subscription.
  public func sink<Owner: AnyObject>(
    with owner: Owner,
    receiveCompletion: @escaping (Owner, Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Owner, Output) -> Void
  ) -> AnyCancellable {
    let sink = TransformOwnedSink(
      owner: owner,
      receiveCompletion: receiveCompletion,
      receiveValue: receiveValue
    )
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a sink that passes a weakly held `owner` to its closure.
  ///
  /// Beyond Combine. See ``Publisher/sink(with:receiveCompletion:receiveValue:)``.
  ///
  /// ```swift
  /// model.$count
  ///   .sink(with: self) { screen, count in screen.label = "\(count)" }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object passed to the closure, held weakly.
  ///   - receiveValue: Runs with `owner` for each value.
  /// - Returns: A cancellable that ends the subscription.
  public func sink<Owner: AnyObject>(
    with owner: Owner,
    receiveValue: @escaping (Owner, Output) -> Void
  ) -> AnyCancellable {
    let sink = TransformOwnedSink<Owner, Output, Never>(
      owner: owner,
      receiveCompletion: nil,
      receiveValue: receiveValue
    )
    subscribe(sink)
    return AnyCancellable(sink)
  }
}
