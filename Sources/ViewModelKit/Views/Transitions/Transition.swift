/// A transition written as a body of the view at each phase (iOS 17): `.transition(MyTransition())`.
///
/// ```swift
/// struct Twirl: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content
///       .scaleEffect(phase.isIdentity ? 1 : 0.5)
///       .opacity(phase.isIdentity ? 1 : 0)
///       .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : 0))
///   }
/// }
/// Text("Hi").transition(Twirl())
/// ```
///
/// The body is evaluated at each phase for the render effects it applies; their values move
/// between the phases with the transaction's animation. As with
/// `AnyTransition.modifier(active:identity:)`, the body must not read dynamic properties, and
/// layout modifiers in it are not applied.
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the body is.
  associatedtype Body: View

  /// The content the body receives: the view being inserted or removed.
  typealias Content = PlaceholderContentView<Self>

  /// What the transition does to the view at one phase.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view at that phase.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does, for the system to adapt it (recorded).
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition with motion.
  public static var properties: TransitionProperties { TransitionProperties() }
}

/// What a ``Transition`` does (recorded).
///
/// ```swift
/// static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
/// ```
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view.
  public var hasMotion: Bool

  /// Describes a transition.
  ///
  /// - Parameter hasMotion: Whether the transition moves the view.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// Where a view is in its transition.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0)
/// ```
public enum TransitionPhase: Equatable, Sendable {
  /// Being inserted: the state it starts from.
  case willAppear
  /// In place.
  case identity
  /// Being removed: the state it ends in.
  case didDisappear

  /// Whether the view is in place.
  public var isIdentity: Bool { self == .identity }

  /// -1 before it appears, 0 in place, 1 after it disappears.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// The view a ``Transition``'s body receives, and the view `animation(_:body:)` gives its body.
///
/// ```swift
/// func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(0.5) }
/// ```
public struct PlaceholderContentView<Value>: View {
  public typealias Body = Never
  /// The view it stands for in `animation(_:body:)`; a transition's placeholder has none.
  let content: (any View)?

  init() {
    content = nil
  }

  init(content: some View) {
    self.content = content
  }
}

extension PlaceholderContentView: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] {
    guard let content else { return [] }
    return [(.content, ScopedAnimationContent(content: content))]
  }
}

extension AnyTransition {
  /// A type-erased ``Transition``.
  ///
  /// ```swift
  /// let transition = AnyTransition(Twirl())
  /// ```
  ///
  /// - Parameter transition: The transition.
  public init<T: Transition>(_ transition: T) {
    let box = UncheckedSendable(value: transition)
    self.init(
      storage: .custom(
        CustomTransition { phase, isRemoval in
          let transition = box.value
          let content = PlaceholderContentView<T>()
          return EffectChain.effects(
            fromBody: transition.body(content: content, phase: .identity),
            towardsBody: transition.body(
              content: content,
              phase: isRemoval ? .didDisappear : .willAppear
            ),
            by: phase
          )
        }
      )
    )
  }
}

extension View {
  /// Sets a ``Transition`` for this view's insertion and removal.
  ///
  /// ```swift
  /// if isShown { Badge().transition(Twirl()) }
  /// ```
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  public func transition<T: Transition>(
    _ transition: T
  ) -> ModifiedContent<
    Self, _TransitionModifier
  > {
    self.transition(AnyTransition(transition))
  }
}

extension Transition {
  /// This transition, animated with its own animation whatever animation the transaction
  /// carries.
  ///
  /// ```swift
  /// Badge().transition(Pop().animation(.bouncy))
  /// ```
  ///
  /// Returns an ``AnyTransition`` where SwiftUI returns `some Transition`; both are accepted by
  /// `transition(_:)`.
  ///
  /// - Parameter animation: The animation; `nil` removes the animation.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(self).animation(animation)
  }

  /// Both this transition and another.
  ///
  /// ```swift
  /// Badge().transition(Pop().combined(with: Twirl()))
  /// ```
  ///
  /// Returns an ``AnyTransition`` where SwiftUI returns `some Transition`; both are accepted by
  /// `transition(_:)`.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: The combined transition.
  public func combined<T: Transition>(with other: T) -> AnyTransition {
    AnyTransition(self).combined(with: AnyTransition(other))
  }
}
