public import Signals

// CombineExt's small operators, each a composition of Combine's own: `nwise`, `partition`,
// `mapMany`, `toggle`.

extension Publisher {
  /// Publishes each run of `size` consecutive values, once `size` have arrived (CombineExt).
  ///
  /// ```swift
  /// [1, 2, 3, 4].publisher.nwise(3)  // [1, 2, 3], [2, 3, 4]
  /// ```
  ///
  /// - Parameter size: The length of each run; must be greater than one.
  /// - Returns: A publisher of the runs.
  public func nwise(_ size: Int) -> AnyPublisher<[Output], Failure> {
    precondition(size > 1, "nwise(_:) was given \(size); the size must be greater than one")
    return scan([Output]()) { runs, value in Array((runs + [value]).suffix(size)) }
      .filter { $0.count == size }
      .eraseToAnyPublisher()
  }

  /// Splits the values in two by `predicate` (CombineExt).
  ///
  /// The first publisher has the values that match, the second those that do not; the upstream
  /// is shared, so it is subscribed to once for both.
  ///
  /// ```swift
  /// let (evens, odds) = numbers.partition { $0.isMultiple(of: 2) }
  /// ```
  ///
  /// - Parameter predicate: Decides where each value goes.
  /// - Returns: The matching and the non-matching values.
  public func partition(
    _ predicate: @escaping (Output) -> Bool
  ) -> (matches: AnyPublisher<Output, Failure>, nonMatches: AnyPublisher<Output, Failure>) {
    let source = map { ($0, predicate($0)) }.share()
    return (
      source.compactMap { $0.1 ? $0.0 : nil }.eraseToAnyPublisher(),
      source.compactMap { $0.1 ? nil : $0.0 }.eraseToAnyPublisher()
    )
  }
}

extension Publisher where Output: Collection {
  /// Transforms each element of each collection value (CombineExt).
  ///
  /// ```swift
  /// users.mapMany(\.name)  // [User] -> [String]
  /// ```
  ///
  /// - Parameter transform: Transforms one element.
  /// - Returns: A publisher of the transformed arrays.
  public func mapMany<Result>(
    _ transform: @escaping (Output.Element) -> Result
  ) -> Publishers.Map<Self, [Result]> {
    map { $0.map(transform) }
  }
}

extension Publisher where Output == Bool {
  /// Publishes the opposite of each Boolean value (CombineExt).
  ///
  /// ```swift
  /// isLoading.toggle()  // true -> false
  /// ```
  ///
  /// - Returns: A publisher of the negated values.
  public func toggle() -> Publishers.Map<Self, Bool> {
    map { !$0 }
  }
}
