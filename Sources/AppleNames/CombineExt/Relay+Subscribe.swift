public import Signals

// CombineExt's relay plumbing: `source.subscribe(relay)` and `relay.subscribe(source)` both feed
// the relay with the source's values; between two relays, `a.subscribe(b)` feeds `b` with `a`'s.
// As in CombineExt, the source is asked for values once the relay's subscribers ask (so a
// current value relay's value reaches a subscriber that comes after the link); the feed does not
// keep the relay alive, and the source finishing ends the feed, not the relay.

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
    feed(relay)
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
    publisher.feed(self)
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
    feed(relay)
  }
}
