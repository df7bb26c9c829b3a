extension Gesture {
  /// Recognises this gesture and another at the same time.
  ///
  /// ```swift
  /// MagnifyGesture().simultaneously(with: RotateGesture())
  /// ```
  ///
  /// - Parameter other: The other gesture.
  /// - Returns: The combined gesture; its value has either's value, once each has one.
  public func simultaneously<Other: Gesture>(
    with other: Other
  ) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// Recognises this gesture, then, once it ends, another in the same touch sequence.
  ///
  /// ```swift
  /// LongPressGesture().sequenced(before: DragGesture())
  /// ```
  ///
  /// - Parameter other: The gesture that follows.
  /// - Returns: The combined gesture.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Recognises this gesture, or, if it fails, another.
  ///
  /// ```swift
  /// TapGesture(count: 2).exclusively(before: TapGesture())
  /// ```
  ///
  /// - Parameter other: The gesture tried when this one fails.
  /// - Returns: The combined gesture.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// Two gestures recognised at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  public typealias Body = Never

  /// The values of both gestures, each `nil` until that gesture is recognised.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Combines two gestures.
  ///
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The second gesture.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    SimultaneousRecognizer(first: first.recognizer(), second: second.recognizer())
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Both recognisers see every event; the combination ends when each has ended or failed, and
/// fails when both fail.
final class SimultaneousRecognizer<A, B>: PairRecognizer<A, B, SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Combined = SimultaneousGesture<A, B>.Value
  private var value = Combined(first: nil, second: nil)
  private var done = (first: false, second: false)
  private var failed = (first: false, second: false)

  override func handle(_ event: TouchEvent) -> GestureOutcome<Combined> {
    if !done.first {
      switch first.handle(event) {
      case .changed(let new): value.first = new
      case .ended(let new):
        value.first = new
        done.first = true
      case .failed:
        done.first = true
        failed.first = true
      case .possible: break
      }
    }
    if !done.second {
      switch second.handle(event) {
      case .changed(let new): value.second = new
      case .ended(let new):
        value.second = new
        done.second = true
      case .failed:
        done.second = true
        failed.second = true
      case .possible: break
      }
    }
    if failed.first && failed.second { return .failed }
    if value.first == nil && value.second == nil { return .possible }
    return done.first && done.second ? .ended(value) : .changed(value)
  }

  override func resetState() {
    value = Combined(first: nil, second: nil)
    done = (false, false)
    failed = (false, false)
  }
}

/// A gesture followed by another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  public typealias Body = Never

  /// The state of a sequence.
  public enum Value {
    /// The first gesture is under way.
    case first(First.Value)
    /// The first gesture ended; the second is under way (`nil` until it is recognised).
    case second(First.Value, Second.Value?)
  }

  /// The first gesture.
  public var first: First
  /// The gesture that follows.
  public var second: Second

  /// Combines two gestures in sequence.
  ///
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The gesture that follows.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    SequenceRecognizer(first: first.recognizer(), second: second.recognizer())
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The first recogniser sees events until it ends; then the second sees the rest of the sequence,
/// starting with a `began` at the touch's current place.
final class SequenceRecognizer<A, B>: PairRecognizer<A, B, SequenceGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Combined = SequenceGesture<A, B>.Value
  private var firstValue: A.Value?

  override func handle(_ event: TouchEvent) -> GestureOutcome<Combined> {
    guard let firstValue else {
      switch first.handle(event) {
      case .possible: return .possible
      case .failed: return .failed
      case .changed(let value): return .changed(.first(value))
      case .ended(let value):
        self.firstValue = value
        if event.phase == .ended { return .failed }
        var start = event
        start.phase = .began
        return outcome(second.handle(start), after: value)
      }
    }
    return outcome(second.handle(event), after: firstValue)
  }

  private func outcome(
    _ outcome: GestureOutcome<B.Value>,
    after firstValue: A.Value
  ) -> GestureOutcome<Combined> {
    switch outcome {
    case .possible: .changed(.second(firstValue, nil))
    case .changed(let value): .changed(.second(firstValue, value))
    case .ended(let value): .ended(.second(firstValue, value))
    case .failed: .failed
    }
  }

  override func resetState() {
    firstValue = nil
  }
}

/// A gesture, or another when the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  public typealias Body = Never

  /// Which gesture was recognised.
  public enum Value {
    /// The first gesture.
    case first(First.Value)
    /// The second gesture.
    case second(Second.Value)
  }

  /// The preferred gesture.
  public var first: First
  /// The gesture recognised when the first fails.
  public var second: Second

  /// Combines two gestures, the first preferred.
  ///
  /// - Parameters:
  ///   - first: The preferred gesture.
  ///   - second: The other.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    ExclusiveRecognizer(first: first.recognizer(), second: second.recognizer())
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The first recogniser sees the events; the second sees them only once the first has failed
/// (the events so far replayed to it first), so nothing of the second runs while the first may
/// still win.
final class ExclusiveRecognizer<A, B>: PairRecognizer<A, B, ExclusiveGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Combined = ExclusiveGesture<A, B>.Value
  private var firstFailed = false
  private var buffered: [TouchEvent] = []

  override func handle(_ event: TouchEvent) -> GestureOutcome<Combined> {
    if firstFailed { return second.handle(event).map { .second($0) } }
    buffered.append(event)
    let outcome = first.handle(event)
    guard case .failed = outcome else { return outcome.map { .first($0) } }
    return handOver()
  }

  override func finish() -> GestureOutcome<Combined> {
    if firstFailed { return second.finish().map { .second($0) } }
    let outcome = first.finish()
    guard case .failed = outcome else { return outcome.map { .first($0) } }
    let replayed = handOver()
    guard case .possible = replayed else { return replayed }
    return second.finish().map { .second($0) }
  }

  /// The first gesture failed: the second sees the sequence so far.
  private func handOver() -> GestureOutcome<Combined> {
    firstFailed = true
    var outcome = GestureOutcome<B.Value>.possible
    for event in buffered {
      outcome = second.handle(event)
      if case .failed = outcome { break }
      if case .ended = outcome { break }
    }
    buffered = []
    return outcome.map { .second($0) }
  }

  override func resetState() {
    firstFailed = false
    buffered = []
  }
}

/// A recogniser made of two others: it cancels and resets both; a combination adds how it
/// decides and resets its own state in `resetState()`.
class PairRecognizer<A: Gesture, B: Gesture, Value>: GestureRecognizer<Value> {
  let first: GestureRecognizer<A.Value>
  let second: GestureRecognizer<B.Value>

  init(first: GestureRecognizer<A.Value>, second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
  }

  override func cancel() {
    first.cancel()
    second.cancel()
  }

  override func reset() {
    first.reset()
    second.reset()
    resetState()
  }

  /// Forgets the combination's own state.
  func resetState() {}
}
