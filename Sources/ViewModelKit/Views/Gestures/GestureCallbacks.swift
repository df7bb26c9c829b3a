extension Gesture {
  /// Runs an action each time the gesture's value changes while it is recognised.
  ///
  /// ```swift
  /// DragGesture().onChanged { offset = $0.translation }
  /// ```
  ///
  /// - Parameter action: The action, given the new value.
  /// - Returns: The gesture.
  public func onChanged(
    _ action: @escaping (Value) -> Void
  ) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs an action when the gesture ends successfully.
  ///
  /// ```swift
  /// TapGesture(count: 2).onEnded { isLiked.toggle() }
  /// ```
  ///
  /// - Parameter action: The action, given the final value.
  /// - Returns: The gesture.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates a `@GestureState` while the gesture changes; the state returns to its initial value
  /// when the gesture ends or is cancelled.
  ///
  /// ```swift
  /// DragGesture().updating($dragOffset) { value, state, transaction in
  ///   state = value.translation
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The gesture state, as `$property`.
  ///   - body: Sets the state from the value; may set the transaction of the change.
  /// - Returns: The gesture.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Transforms the gesture's values.
  ///
  /// ```swift
  /// DragGesture().map { $0.translation.width }.onEnded { width in … }
  /// ```
  ///
  /// - Parameter body: The transform.
  /// - Returns: The gesture.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, body: body)
  }
}

/// A gesture whose changes run an action: `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void

  func makeRecognizer() -> GestureRecognizer<Value> {
    CallbackRecognizer(inner: content.recognizer()) { [action] outcome in
      if case .changed(let value) = outcome { action(value) }
    }
  }
}

/// A gesture whose end runs an action: `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void

  func makeRecognizer() -> GestureRecognizer<Value> {
    CallbackRecognizer(inner: content.recognizer()) { [action] outcome in
      if case .ended(let value) = outcome { action(value) }
    }
  }
}

/// A gesture with its values transformed: `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
  public typealias Body = Never
  let content: Content
  let body: (Content.Value) -> Value

  func makeRecognizer() -> GestureRecognizer<Value> {
    content.recognizer().mapped(body)
  }
}

/// A gesture that updates a `@GestureState`: `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
  public typealias Value = Base.Value
  public typealias Body = Never

  /// The gesture whose values update the state.
  public var base: Base
  /// The state.
  public var state: GestureState<State>
  /// Sets the state from a value.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  /// Creates the gesture.
  ///
  /// - Parameters:
  ///   - base: The gesture whose values update the state.
  ///   - state: The state.
  ///   - body: Sets the state from a value.
  public init(
    base: Base,
    state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    let state = state
    let body = body
    return CallbackRecognizer(
      inner: base.recognizer(),
      onCancel: { state.reset() },
      callback: { outcome in
        switch outcome {
        case .changed(let value):
          var current = state.wrappedValue
          var transaction = Transaction()
          body(value, &current, &transaction)
          state.update(current, transaction: transaction)
        case .ended, .failed:
          state.reset()
        case .possible:
          break
        }
      }
    )
  }
}

/// Passes another recogniser's outcomes through, running a callback on each.
final class CallbackRecognizer<Value>: GestureRecognizer<Value> {
  let inner: GestureRecognizer<Value>
  let onCancel: () -> Void
  let callback: (GestureOutcome<Value>) -> Void

  init(
    inner: GestureRecognizer<Value>,
    onCancel: @escaping () -> Void = {},
    callback: @escaping (GestureOutcome<Value>) -> Void
  ) {
    self.inner = inner
    self.onCancel = onCancel
    self.callback = callback
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
    let outcome = inner.handle(event)
    callback(outcome)
    return outcome
  }

  override func finish() -> GestureOutcome<Value> {
    let outcome = inner.finish()
    callback(outcome)
    return outcome
  }

  override func cancel() {
    inner.cancel()
    onCancel()
  }

  override func reset() { inner.reset() }
}
