public import Foundation

/// How a view enters and leaves the screen when it is inserted or removed in an animated
/// transaction.
///
/// The default transition is `.opacity`.
///
/// ```swift
/// Text("Detail").transition(.move(edge: .bottom).combined(with: .opacity))
/// ```
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// The transition's parts, as values the renderer interprets.
  ///
  /// Only the cases that hold other parts are `indirect`: a boxed payload's reference is kept
  /// in the enum's spare bits, where LeakSanitizer does not see it, so a transition kept for the
  /// life of the process (a `static let`) would be reported as leaked if every case were boxed.
  enum Storage: Sendable, Equatable {
    case identity
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case offset(CGSize)
    case move(Edge)
    case slide
    indirect case asymmetric(insertion: Storage, removal: Storage)
    indirect case combined(Storage, Storage)
    case push(Edge)
    indirect case animation(Storage, Animation?)
    case custom(CustomTransition)
  }

  let storage: Storage

  /// No effect: the view appears and disappears at once.
  public static let identity = AnyTransition(storage: .identity)
  /// Fades in and out.
  public static let opacity = AnyTransition(storage: .opacity)
  /// Scales up from (almost) nothing and back.
  public static let scale = AnyTransition(storage: .scale(0.000_01, anchor: .center))
  /// Enters from the leading edge and leaves towards the trailing edge.
  public static let slide = AnyTransition(storage: .slide)

  /// Scales from a factor at an anchor.
  ///
  /// - Parameters:
  ///   - scale: The factor at the start of an insertion and the end of a removal.
  ///   - anchor: The fixed point.
  /// - Returns: The transition.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(storage: .scale(scale, anchor: anchor))
  }

  /// Moves by a distance.
  ///
  /// - Parameter offset: The distance at the start of an insertion and the end of a removal.
  /// - Returns: The transition.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(storage: .offset(offset))
  }

  /// Moves by a distance.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  /// - Returns: The transition.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Moves in from an edge and out towards it, by the view's own size.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(storage: .move(edge))
  }

  /// One transition for insertion and another for removal.
  ///
  /// - Parameters:
  ///   - insertion: Used when the view is inserted.
  ///   - removal: Used when the view is removed.
  /// - Returns: The transition.
  public static func asymmetric(
    insertion: AnyTransition,
    removal: AnyTransition
  )
    -> AnyTransition
  {
    AnyTransition(storage: .asymmetric(insertion: insertion.storage, removal: removal.storage))
  }

  /// Both this transition and another.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: The combined transition.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(storage: .combined(storage, other.storage))
  }

  public var description: String { "\(storage)" }
}
