extension Publisher {
  /// Turns every value into a publisher and delivers the values of the newest one only,
  /// cancelling the previous one (beyond Combine; `map` + `switchToLatest` in one operator).
  ///
  /// ```swift
  /// let query = PassthroughSubject<String, Never>()
  /// let cancellable = query
  ///   .flatMapLatest { text in search(text) }  // an earlier search is cancelled
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameter transform: Makes a publisher from a value.
  /// - Returns: A publisher of the newest inner publisher's values.
  public func flatMapLatest<P: Publisher>(
    _ transform: @escaping (Output) -> P
  ) -> Publishers.SerialFlatMap<P, Self> where P.Failure == Failure {
    Publishers.SerialFlatMap(upstream: self, policy: .latest, transform: transform)
  }

  /// Turns every value into a publisher, running one at a time in the order of the values
  /// (beyond Combine).
  ///
  /// Values arriving while an inner publisher runs are kept, and their publishers start, in
  /// order, as each one finishes; nothing is dropped or interleaved.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher
  ///   .concatMap { [$0, $0 * 10].publisher }
  ///   .sink { print($0) }
  /// // Prints "1", "10", "2", "20"
  /// ```
  ///
  /// - Parameter transform: Makes a publisher from a value.
  /// - Returns: A publisher of the inner publishers' values, one publisher after another.
  public func concatMap<P: Publisher>(
    _ transform: @escaping (Output) -> P
  ) -> Publishers.SerialFlatMap<P, Self> where P.Failure == Failure {
    Publishers.SerialFlatMap(upstream: self, policy: .concat, transform: transform)
  }

  /// Turns a value into a publisher only when none is running, ignoring the values that arrive
  /// meanwhile (beyond Combine).
  ///
  /// As CombineExt's, which is built on `flatMap`, a failing inner publisher does not cancel the
  /// upstream: it stays subscribed, its values ignored, also after a cancel.
  ///
  /// ```swift
  /// let taps = PassthroughSubject<Void, Never>()
  /// let cancellable = taps
  ///   .flatMapFirst { submitForm() }  // taps during a submission are ignored
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameter transform: Makes a publisher from a value.
  /// - Returns: A publisher of the inner publishers' values.
  public func flatMapFirst<P: Publisher>(
    _ transform: @escaping (Output) -> P
  ) -> Publishers.SerialFlatMap<P, Self> where P.Failure == Failure {
    Publishers.SerialFlatMap(upstream: self, policy: .first, transform: transform)
  }
}
