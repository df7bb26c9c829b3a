/// An optional gesture is its wrapped gesture, or, when `nil`, one that recognises nothing, so
/// that a view can turn a gesture off:
///
/// ```swift
/// card.gesture(isDraggable ? drag : nil)
/// ```
extension Optional: Gesture where Wrapped: Gesture {
  /// The wrapped gesture's value.
  public typealias Value = Wrapped.Value
  public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
  func makeRecognizer() -> GestureRecognizer<Wrapped.Value> {
    switch self {
    case .some(let gesture): gesture.recognizer()
    case .none: GestureRecognizer<Wrapped.Value>()
    }
  }
}
