extension Publisher {
  /// Stops the program if the upstream publisher fails.
  ///
  /// The trap's message is `prefix`, then the error, as in Combine.
  ///
  /// ```swift
  /// let cancellable = Just(1).setFailureType(to: TestError.self)
  ///   .assertNoFailure("loading")
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: A string at the start of the trap's message.
  ///   - file: The file reported by the trap.
  ///   - line: The line reported by the trap.
  /// - Returns: A publisher that cannot fail.
  public func assertNoFailure(
    _ prefix: String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}

extension Publishers {
  /// A publisher that stops the program if its upstream fails.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let safe = Publishers.AssertNoFailure(upstream: Just(1), prefix: "", file: #file, line: #line)
  /// ```
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher that must not fail.
    public let upstream: Upstream

    /// The string at the start of the trap's message.
    public let prefix: String

    /// The file reported by the trap.
    public let file: StaticString

    /// The line reported by the trap.
    public let line: UInt

    /// Creates a publisher that stops the program if `upstream` fails.
    ///
    /// - Parameters:
    ///   - upstream: The publisher that must not fail.
    ///   - prefix: The string at the start of the trap's message.
    ///   - file: The file reported by the trap.
    ///   - line: The line reported by the trap.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      upstream.receive(
        subscriber: AssertNoFailureSubscriber(
          downstream: subscriber,
          prefix: prefix,
          file: file,
          line: line
        )
      )
    }
  }
}

/// The subscriber `assertNoFailure` attaches upstream, as in Combine: it hands the upstream's
/// subscription straight to the downstream, passes values and the end through, and stops the
/// program on a failure, with no lock, no state and no subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; it is not nested in its publisher, whose type grows with
/// each stage of a chain, because the optimiser stops specialising a function that recurs on one
/// call chain with a growing type.
@usableFromInline
struct AssertNoFailureSubscriber<Failure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
where Downstream.Failure == Never {
  @usableFromInline typealias Input = Downstream.Input

  @usableFromInline let downstream: Downstream
  @usableFromInline let prefix: String
  @usableFromInline let file: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream, prefix: String, file: StaticString, line: UInt) {
    self.downstream = downstream
    (self.prefix, self.file, self.line) = (prefix, file, line)
    combineIdentifier = CombineIdentifier()
  }

  @usableFromInline var description: String { "AssertNoFailure" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished:
      downstream.receive(completion: .finished)
    case .failure(let error):
      fatalError(prefix.isEmpty ? "\(error)" : "\(prefix) \(error)", file: file, line: line)
    }
  }
}

extension AssertNoFailureSubscriber: CombineReflecting {
  /// Combine's children: where the assertion was written, and its message prefix.
  @usableFromInline var reflectedChildren: [Mirror.Child] {
    [("file", file), ("line", line), ("prefix", prefix)]
  }
}
