public import Signals

// CombineExt's relay plumbing: `source.subscribe(relay)` and `relay.subscribe(source)` both feed
// the relay with the source's values; between two relays, `a.subscribe(b)` feeds `b` with `a`'s.
// The feed holds the relay weakly, so a relay released while fed still finishes its subscribers;
// the source finishing ends the feed, not the relay.

extension Publisher where Failure == Never {
  /// Passes every value to `relay` until the result is cancelled (CombineExt).
  ///
  /// ```swift
  /// let cancellable = api.latestTitles.subscribe(model.titles)  // a relay
  /// ```
  ///
  /// - Parameter relay: The relay that accepts the values.
  /// - Returns: A cancellable that ends the feed.
  public func subscribe<R: Relay>(_ relay: R) -> AnyCancellable where R.Output == Output {
    sink { [weak relay] in relay?.accept($0) }
  }
}

extension Relay {
  /// Accepts every value of `publisher` until the result is cancelled (CombineExt).
  ///
  /// ```swift
  /// let cancellable = model.titles.subscribe(api.latestTitles)
  /// ```
  ///
  /// - Parameter publisher: The publisher whose values the relay accepts.
  /// - Returns: A cancellable that ends the feed.
  public func subscribe<P: Publisher>(_ publisher: P) -> AnyCancellable
  where P.Output == Output, P.Failure == Never {
    publisher.sink { [weak self] in self?.accept($0) }
  }

  /// Passes every value of this relay to `relay` until the result is cancelled (CombineExt).
  ///
  /// ```swift
  /// let cancellable = input.subscribe(output)  // input's values go to output
  /// ```
  ///
  /// - Parameter relay: The relay that accepts this relay's values.
  /// - Returns: A cancellable that ends the feed.
  public func subscribe<R: Relay>(_ relay: R) -> AnyCancellable where R.Output == Output {
    sink { [weak relay] in relay?.accept($0) }
  }
}
