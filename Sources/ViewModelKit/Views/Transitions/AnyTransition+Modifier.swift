import Foundation

extension AnyTransition {
  /// A transition between two states of a modifier: `active` is applied while the view is
  /// inserted or removed, `identity` once it is in place.
  ///
  /// ```swift
  /// struct Blurred: ViewModifier {
  ///   var radius: CGFloat
  ///   func body(content: Content) -> some View { content.blur(radius: radius) }
  /// }
  /// Text("Hi").transition(.modifier(active: Blurred(radius: 10), identity: Blurred(radius: 0)))
  /// ```
  ///
  /// The modifier's body is evaluated for the render effects it applies (opacity, offset, scale,
  /// rotation, blur, shadow, colour adjustments, clipping…), whose values move from the active
  /// state to the identity state with the transaction's animation. A modifier that is
  /// `Animatable` has its `animatableData` interpolated and its body evaluated at each frame, as
  /// in SwiftUI. Differences from SwiftUI: the body is evaluated outside the view graph, so it
  /// must not read dynamic properties (`@State`, `@Environment`); layout modifiers and added
  /// views in it (`padding`, `overlay`) are not applied; the identity state shows only while a
  /// transition runs, so an `identity` modifier should draw the view as it is.
  ///
  /// - Parameters:
  ///   - active: The modifier at the start of an insertion and the end of a removal.
  ///   - identity: The modifier once the view is in place.
  /// - Returns: The transition.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    let states = UncheckedSendable(value: (active: active, identity: identity))
    return AnyTransition(
      storage: .custom(
        CustomTransition { phase, _ in
          EffectChain.effects(
            from: states.value.identity,
            towards: states.value.active,
            by: phase
          )
        }
      )
    )
  }

  /// Moves in from an edge and fades in; leaves towards the opposite edge and fades out.
  ///
  /// ```swift
  /// Text(page.title).transition(.push(from: .trailing))
  /// ```
  ///
  /// - Parameter edge: The edge the view enters from.
  /// - Returns: The transition.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(storage: .push(edge))
  }

  /// This transition, animated with its own animation whatever animation the transaction
  /// carries; it runs even when the change had no animation.
  ///
  /// ```swift
  /// if isShown { Banner().transition(.slide.animation(.easeOut(duration: 0.2))) }
  /// ```
  ///
  /// In a combination, the first animation found (outermost first) animates the whole
  /// transition.
  ///
  /// - Parameter animation: The animation; `nil` removes the animation.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(storage: .animation(storage, animation))
  }
}

extension AnyTransition.Storage {
  /// The animation attached with `animation(_:)`, outermost first: `nil` when none is
  /// attached, `.some(nil)` when `nil` is (the transition does not animate).
  var animation: Animation?? {
    switch self {
    case .animation(_, let animation): animation
    case .combined(let first, let second): first.animation ?? second.animation
    case .asymmetric(let insertion, let removal): insertion.animation ?? removal.animation
    default: nil
    }
  }

  /// Whether the identity state draws effects of its own (a modifier transition), so that it
  /// must be drawn even when no transition runs.
  var hasIdentityEffects: Bool {
    switch self {
    case .identity, .opacity, .scale, .offset, .move, .slide, .push: false
    case .custom: true
    case .animation(let base, _): base.hasIdentityEffects
    case .combined(let first, let second): first.hasIdentityEffects || second.hasIdentityEffects
    case .asymmetric(let insertion, let removal):
      insertion.hasIdentityEffects || removal.hasIdentityEffects
    }
  }
}

/// A transition given as render effects at each phase (a modifier transition or a
/// ``Transition``): `effects(phase, isRemoval)`, from the identity state (0) to the active
/// state (1).
///
/// Compared by identity; the closure runs on the main actor only, when a snapshot is drawn.
final class CustomTransition: @unchecked Sendable, Equatable, CustomStringConvertible {
  let effects: @MainActor (Double, Bool) -> [any RenderEffectModifier]

  init(_ effects: @escaping @MainActor (Double, Bool) -> [any RenderEffectModifier]) {
    self.effects = effects
  }

  static func == (lhs: CustomTransition, rhs: CustomTransition) -> Bool { lhs === rhs }

  var description: String { "modifier" }
}
