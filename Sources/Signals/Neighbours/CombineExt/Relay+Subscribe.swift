// CombineExt's relay plumbing: a publisher can feed a relay, and a relay can take the values of
// a publisher.

extension Publisher where Failure == Never {
  /// Passes every value to `relay` (CombineExt); the relay is held until the result is cancelled.
  ///
  /// ```swift
  /// let cancellable = api.latestTitles.subscribe(model.titles)  // a relay
  /// ```
  ///
  /// - Parameter relay: The relay that accepts the values.
  /// - Returns: A cancellable that ends the feed.
  public func subscribe<R: Relay>(_ relay: R) -> AnyCancellable where R.Output == Output {
    sink { relay.accept($0) }
  }
}

extension Relay {
  /// Accepts every value of `publisher` (CombineExt); the relay is held until the result is
  /// cancelled.
  ///
  /// ```swift
  /// let cancellable = model.titles.subscribe(api.latestTitles)
  /// ```
  ///
  /// - Parameter publisher: The publisher whose values the relay accepts.
  /// - Returns: A cancellable that ends the feed.
  public func subscribe<P: Publisher>(_ publisher: P) -> AnyCancellable
  where P.Output == Output, P.Failure == Never {
    publisher.sink { self.accept($0) }
  }
}
