/// Which gestures of a view and of its subviews take part: `gesture(_:including:)`.
///
/// ```swift
/// Card().gesture(drag, including: isEditing ? .all : .subviews)
/// ```
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// No gesture.
  public static let none: GestureMask = []
  /// The gesture this modifier attaches.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the subviews.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view: `gesture`, `simultaneousGesture`, `highPriorityGesture`.
public struct _GestureModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never

  /// How the gesture competes with the others on the touch's path.
  enum Priority {
    /// Wins over the gestures of the subviews.
    case high
    /// Loses to the gestures of the subviews (the innermost wins).
    case normal
    /// Recognised alongside the others.
    case simultaneous
  }

  let priority: Priority
  let mask: GestureMask
  let makeRecognizer: @MainActor () -> ErasedGestureRecognizer
}

/// A recogniser without its value type, as the host drives it.
@MainActor
struct ErasedGestureRecognizer {
  /// What the host needs to know of an outcome.
  enum Status {
    case possible
    case recognized
    case ended
    case failed
  }

  let handle: (TouchEvent) -> Status
  let finish: () -> Status
  let cancel: () -> Void

  init<Value>(_ recognizer: GestureRecognizer<Value>) {
    handle = { Self.status(recognizer.handle($0)) }
    finish = { Self.status(recognizer.finish()) }
    cancel = { recognizer.cancel() }
  }

  private static func status<Value>(_ outcome: GestureOutcome<Value>) -> Status {
    switch outcome {
    case .possible: .possible
    case .changed: .recognized
    case .ended: .ended
    case .failed: .failed
    }
  }
}

extension View {
  /// Attaches a gesture; the gestures of subviews win over it.
  ///
  /// ```swift
  /// Circle().gesture(TapGesture().onEnded { count += 1 })
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which gestures take part (`.gesture` alone, `.subviews` alone, or `.all`).
  /// - Returns: The view.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(priority: .normal, mask: mask, gesture: gesture))
  }

  /// Attaches a gesture that wins over the gestures of subviews.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which gestures take part.
  /// - Returns: The view.
  public func highPriorityGesture<T: Gesture>(
    _ gesture: T,
    including mask: GestureMask = .all
  ) -> some View {
    modifier(_GestureModifier(priority: .high, mask: mask, gesture: gesture))
  }

  /// Attaches a gesture recognised alongside the gestures of subviews.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which gestures take part.
  /// - Returns: The view.
  public func simultaneousGesture<T: Gesture>(
    _ gesture: T,
    including mask: GestureMask = .all
  ) -> some View {
    modifier(_GestureModifier(priority: .simultaneous, mask: mask, gesture: gesture))
  }

  /// Runs an action when the view is pressed for `minimumDuration` seconds.
  ///
  /// ```swift
  /// Text("Hold to delete")
  ///   .onLongPressGesture(minimumDuration: 1) { delete() } onPressingChanged: { isPressing = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds.
  ///   - maximumDistance: How far the touch may move, in points.
  ///   - action: Runs when the duration is reached.
  ///   - onPressingChanged: Runs with `true` when the press begins and `false` when it ends.
  /// - Returns: The view.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5,
    maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return modifier(
      _GestureModifier(priority: .normal, mask: .all) {
        var isPressing = false
        let recognizer = CallbackRecognizer(inner: press.makeRecognizer()) { outcome in
          let pressing: Bool
          switch outcome {
          case .changed: pressing = true
          case .ended, .failed: pressing = false
          case .possible: pressing = isPressing
          }
          if pressing != isPressing {
            isPressing = pressing
            onPressingChanged?(pressing)
          }
          if case .ended = outcome { action() }
        }
        return ErasedGestureRecognizer(recognizer)
      }
    )
  }

  /// Runs an action when the view is pressed for `minimumDuration` seconds (the iOS 13–16 form).
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds.
  ///   - maximumDistance: How far the touch may move, in points.
  ///   - pressing: Runs with `true` when the press begins and `false` when it ends.
  ///   - action: Runs when the duration is reached.
  /// - Returns: The view.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5,
    maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration,
      maximumDistance: maximumDistance,
      perform: action,
      onPressingChanged: pressing
    )
  }
}

extension _GestureModifier {
  init<T: Gesture>(priority: Priority, mask: GestureMask, gesture: T) {
    self.init(priority: priority, mask: mask) { ErasedGestureRecognizer(gesture.recognizer()) }
  }
}
