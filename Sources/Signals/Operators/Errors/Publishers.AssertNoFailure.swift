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

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (prefix, file, line) = (prefix, file, line)
      upstream.subscribe(
        subscriber,
        transform: .passing(name: "AssertNoFailure") { error in
          fatalError(prefix.isEmpty ? "\(error)" : "\(prefix) \(error)", file: file, line: line)
        }
      )
    }
  }
}
