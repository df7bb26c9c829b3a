public import Signals

extension Publisher where Output: Hashable {
  /// Publishes only values never published before (CombineExt).
  ///
  /// Unlike `removeDuplicates()`, which compares a value with the one before it only, this
  /// remembers every value it has passed on. As in CombineExt, the memory belongs to the returned
  /// publisher, so a second subscription to it starts with the values the first one saw.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 1, 3, 2].publisher.removeAllDuplicates().sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  ///
  /// - Returns: A publisher of first occurrences.
  public func removeAllDuplicates() -> Publishers.Filter<Self> {
    var seen = Set<Output>()
    return filter { seen.insert($0).inserted }
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only values never published before, compared with `==` (CombineExt).
  ///
  /// ```swift
  /// let cancellable = [1, 2, 1].publisher.removeAllDuplicates().sink { print($0) }
  /// ```
  ///
  /// - Returns: A publisher of first occurrences.
  public func removeAllDuplicates() -> Publishers.Filter<Self> {
    removeAllDuplicates(by: ==)
  }
}

extension Publisher {
  /// Publishes only values that match none published before (CombineExt).
  ///
  /// ```swift
  /// let cancellable = names.removeAllDuplicates { $0.lowercased() == $1.lowercased() }
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameter areDuplicates: Whether a published value and a new one are the same.
  /// - Returns: A publisher of first occurrences.
  public func removeAllDuplicates(
    by areDuplicates: @escaping (Output, Output) -> Bool
  ) -> Publishers.Filter<Self> {
    var seen: [Output] = []
    return filter { value in
      guard !seen.contains(where: { areDuplicates($0, value) }) else { return false }
      seen.append(value)
      return true
    }
  }
}
