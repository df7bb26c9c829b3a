extension Publisher where Failure == Never {
  /// Turns ``StreamEvent`` values back into the events they describe.
  ///
  /// Beyond Combine. A `.finished` or `.failure` value ends the stream and cancels the upstream.
  ///
  /// ```swift
  /// let cancellable = [StreamEvent<Int, TestError>.value(1), .failure(.oops)].publisher
  ///   .dematerialize()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "1", "failure(oops)"
  /// ```
  ///
  /// - Returns: A publisher of the described values, completion and failure.
  public func dematerialize() -> Publishers.Dematerialize<Self>
  where Output: StreamEventConvertible {
    Publishers.Dematerialize(upstream: self)
  }
}

/// The shape ``Publishers/Dematerialize`` needs from its upstream's values.
public protocol StreamEventConvertible<Value, Failure> {
  /// The type of the described values.
  associatedtype Value
  /// The type of the described failure.
  associatedtype Failure: Error

  /// The event this value describes.
  var streamEvent: StreamEvent<Value, Failure> { get }
}

extension StreamEvent: StreamEventConvertible {
  /// This event itself.
  public var streamEvent: StreamEvent<Output, Failure> { self }
}

extension Publishers {
  /// A publisher that turns ``StreamEvent`` values back into events.
  ///
  /// ```swift
  /// let values = Publishers.Dematerialize(upstream: [StreamEvent<Int, Never>.value(1)].publisher)
  /// ```
  public struct Dematerialize<Upstream: Publisher>: Publisher
  where Upstream.Failure == Never, Upstream.Output: StreamEventConvertible {
    public typealias Output = Upstream.Output.Value
    public typealias Failure = Upstream.Output.Failure

    /// The publisher of events.
    public let upstream: Upstream

    /// Creates a publisher of the events described by the values of `upstream`.
    ///
    /// - Parameter upstream: The publisher of events.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let recipe = TransformRecipe<Upstream.Output, Never, Output, Failure, Void>(
        name: "Dematerialize",
        context: (),
        step: { _, event in
          switch event.streamEvent {
          case .value(let value): .emit(value)
          case .finished: .finish
          case .failure(let error): .fail(error)
          }
        },
        mapFailure: { never -> Failure in }
      )
      upstream.subscribe(subscriber, transform: recipe)
    }
  }
}
