extension Publisher {
  /// Keeps up to `size` values that arrive while the downstream has no demand, and delivers them
  /// as demand comes.
  ///
  /// With `.keepFull`, the buffer asks the upstream for `size` values at once and for one more per
  /// value delivered; with `.byRequest`, it asks for `.unlimited`. When a value arrives at a full
  /// buffer, `whenFull` decides: drop it, drop the oldest, or fail with an error. A value sent to
  /// the buffer from inside the `customError` closure stops the program, as it does in Combine.
  ///
  /// ```swift
  /// let cancellable = subject
  ///   .buffer(size: 10, prefetch: .byRequest, whenFull: .dropOldest)
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - size: The most values kept.
  ///   - prefetch: How values are asked for upstream.
  ///   - whenFull: What happens to a value that finds the buffer full.
  /// - Returns: A publisher that buffers values.
  public func buffer(
    size: Int,
    prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

extension Publishers {
  /// How a buffer asks its upstream for values.
  ///
  /// ```swift
  /// subject.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest)
  /// ```
  public enum PrefetchStrategy: Equatable, Hashable, Sendable {
    /// Ask for the buffer's size at once, then for one more per value delivered.
    case keepFull
    /// Ask for `.unlimited`.
    case byRequest
  }

  /// What a buffer does with a value that finds it full.
  ///
  /// ```swift
  /// subject.buffer(size: 3, prefetch: .byRequest, whenFull: .customError { MyError.overflow })
  /// ```
  public enum BufferingStrategy<Failure: Error> {
    /// Drop the new value.
    case dropNewest
    /// Drop the oldest buffered value and keep the new one.
    case dropOldest
    /// Cancel the upstream and fail with the error the closure makes (delivered after the
    /// buffered values, or at once when the downstream has no demand).
    case customError(() -> Failure)
  }

  /// A publisher that buffers values for a downstream that asks for them later.
  ///
  /// ```swift
  /// let buffered = Publishers.Buffer(
  ///   upstream: subject, size: 5, prefetch: .keepFull, whenFull: .dropOldest)
  /// ```
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are buffered.
    public let upstream: Upstream
    /// The most values kept.
    public let size: Int
    /// How values are asked for upstream.
    public let prefetch: PrefetchStrategy
    /// What happens to a value that finds the buffer full.
    public let whenFull: BufferingStrategy<Upstream.Failure>

    /// Creates a buffering publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are buffered.
    ///   - size: The most values kept.
    ///   - prefetch: How values are asked for upstream.
    ///   - whenFull: What happens to a value that finds the buffer full.
    public init(
      upstream: Upstream,
      size: Int,
      prefetch: PrefetchStrategy,
      whenFull: BufferingStrategy<Failure>
    ) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        BufferLink(subscriber, size: size, prefetch: prefetch, whenFull: whenFull)
      )
    }
  }
}
