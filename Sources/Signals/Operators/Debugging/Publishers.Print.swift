extension Publisher {
  /// Prints a log line for every event, in Combine's format.
  ///
  /// The lines are `receive subscription: (…)`, `request unlimited` or `request max: (n)`,
  /// `receive value: (…)`, `receive finished`, `receive error: (…)` and `receive cancel`, each
  /// after `prefix: ` when a prefix is given. A demand returned from a value is logged with
  /// ` (synchronous)` when it is not zero.
  ///
  /// Unlike Combine's, it logs nothing that arrives after the subscription was cancelled or
  /// completed, because such events are not passed on either.
  ///
  /// ```swift
  /// let cancellable = Just(1).print("just").sink { _ in }
  /// // just: receive subscription: (Just)
  /// // just: request unlimited
  /// // just: receive value: (1)
  /// // just: receive finished
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: A string at the start of each line.
  ///   - stream: Where to write the lines; standard output when `nil`.
  /// - Returns: A publisher that logs and passes every event on.
  public func print(
    _ prefix: String = "",
    to stream: (any TextOutputStream)? = nil
  ) -> Publishers.Print<Self> {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

extension Publishers {
  /// A publisher that prints a log line for every event.
  ///
  /// ```swift
  /// let logged = Publishers.Print(upstream: Just(1), prefix: "just", to: nil)
  /// ```
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The string at the start of each line.
    public let prefix: String

    /// The publisher whose events are logged.
    public let upstream: Upstream

    /// Where the lines are written; standard output when `nil`.
    public let stream: (any TextOutputStream)?

    /// Creates a publisher that logs the events of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose events are logged.
    ///   - prefix: The string at the start of each line.
    ///   - stream: Where to write the lines; standard output when `nil`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let log = TransformPrintLog(prefix: prefix, stream: stream)
      let hooks = TransformEventHooks<Output, Failure>(
        name: "Print",
        subscription: { log.write("receive subscription: (\($0))") },
        output: { log.write("receive value: (\($0))") },
        completion: { completion in
          switch completion {
          case .finished: log.write("receive finished")
          case .failure(let error): log.write("receive error: (\(error))")
          }
        },
        cancel: { log.write("receive cancel") },
        request: { demand, synchronous in
          let amount = demand.max.map { "max: (\($0))" } ?? "unlimited"
          log.write("request \(amount)" + (synchronous ? " (synchronous)" : ""))
        }
      )
      upstream.subscribe(TransformEventTap(subscriber, hooks))
    }
  }
}

/// Writes `print`'s lines to a copy of the stream, so nothing shared is mutated: a class stream
/// receives every line, and a value stream receives nothing the caller can read, as in Combine.
private struct TransformPrintLog {
  let prefix: String
  let stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.stream = stream
  }

  func write(_ line: String) {
    guard let stream else { return Swift.print(prefix + line) }
    // `print(_:to:)` writes the text and the line end separately, as Combine's lines arrive.
    var target = PrintTarget(stream: stream)
    Swift.print(prefix + line, to: &target)
  }
}

/// A concrete stream around the caller's, so that `print(_:to:)` can write to it.
private struct PrintTarget: TextOutputStream {
  var stream: any TextOutputStream

  mutating func write(_ string: String) {
    stream.write(string)
  }
}
