/// A publisher that replays a recorded list of values, then a recorded completion, to each
/// subscriber, as demand allows.
///
/// ```swift
/// let record = Record<Int, Never> { recording in
///   recording.receive(1)
///   recording.receive(2)
///   recording.receive(completion: .finished)
/// }
/// let cancellable = record.sink { print($0) }  // Prints "1", "2"
/// ```
public struct Record<Output, Failure: Error>: Publisher {
  /// The recorded values and completion.
  public let recording: Recording

  /// Records what `record` sends into a fresh recording.
  ///
  /// - Parameter record: Sends values and a completion into the recording.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.init(recording: recording)
  }

  /// Replays an existing recording.
  ///
  /// - Parameter recording: The recording to replay.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Replays `output`, then `completion`.
  ///
  /// ```swift
  /// let record = Record<Int, Never>(output: [1, 2], completion: .finished)
  /// ```
  ///
  /// - Parameters:
  ///   - output: The values to replay.
  ///   - completion: The completion that follows them.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.init(recording: Recording(output: output, completion: completion))
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    var iterator = recording.output.makeIterator()
    guard let first = iterator.next() else {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: recording.completion)
      return
    }
    let output = recording.output
    subscriber.receive(
      subscription: SequenceSubscription(
        subscriber,
        first: first,
        rest: iterator,
        ending: recording.completion,
        endedName: "Cancelled Events",
        source: { output }
      )
    )
  }

  /// A list of values and the completion that ends them, written once, in order.
  ///
  /// ```swift
  /// var recording = Record<Int, Never>.Recording()
  /// recording.receive(1)
  /// recording.receive(completion: .finished)
  /// ```
  public struct Recording {
    /// The kind of values recorded.
    public typealias Input = Output

    /// The recorded values.
    public private(set) var output: [Output]
    /// The recorded completion (`.finished` until one is received).
    public private(set) var completion: Subscribers.Completion<Failure>
    private var isComplete: Bool

    /// An empty recording that accepts values, then one completion.
    public init() {
      output = []
      completion = .finished
      isComplete = false
    }

    /// A complete recording of `output` and `completion`.
    ///
    /// - Parameters:
    ///   - output: The values.
    ///   - completion: The completion that follows them.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      isComplete = true
    }

    /// Appends a value; traps once the recording is complete, as in Combine.
    ///
    /// - Parameter input: The value.
    public mutating func receive(_ input: Input) {
      precondition(!isComplete, "Record.Recording received a value after its completion")
      output.append(input)
    }

    /// Ends the recording; traps when it has already ended, as in Combine.
    ///
    /// - Parameter completion: The completion.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!isComplete, "Record.Recording received a second completion")
      self.completion = completion
      isComplete = true
    }
  }
}

extension Record: Codable where Output: Codable, Failure: Codable {}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case output
    case completion
  }

  /// Decodes a complete recording.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's error, when the data is not in this form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      output: try container.decode([Output].self, forKey: .output),
      completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion)
    )
  }

  /// Encodes the values and the completion, as Combine does.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }

  /// The same as ``encode(to:)``, under the name Combine also gives it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(into encoder: any Encoder) throws {
    try encode(to: encoder)
  }
}
