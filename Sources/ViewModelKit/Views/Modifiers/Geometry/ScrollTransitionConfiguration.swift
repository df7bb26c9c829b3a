/// How a scroll transition moves between its phases as a view scrolls into and out of the
/// visible region of its scroll view.
///
/// ```swift
/// .scrollTransition(.animated(.easeOut).threshold(.visible(0.9))) { content, phase in
///   content.scaleEffect(phase.isIdentity ? 1 : 0.8)
/// }
/// ```
public struct ScrollTransitionConfiguration: Sendable {
  enum Kind: Sendable {
    case identity
    case animated(Animation)
    case interactive(UnitCurve)
  }

  var kind: Kind
  var threshold = Threshold.visible(0.5)

  /// Never changes the view: the phase is always `identity`.
  public static let identity = ScrollTransitionConfiguration(kind: .identity)
  /// Changes phase when the view crosses the threshold, animated with the default animation.
  public static let animated = animated()
  /// Interpolates the effect as the view scrolls in, eased in and out.
  public static let interactive = interactive()

  /// Changes phase when the view crosses the threshold, animated with `animation`.
  ///
  /// - Parameter animation: The animation of a phase change.
  /// - Returns: The configuration.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .animated(animation))
  }

  /// Interpolates the effect between the edge phase (the view just hidden) and `identity` (the
  /// view at the threshold), paced by `timingCurve`.
  ///
  /// - Parameter timingCurve: The pace of the interpolation.
  /// - Returns: The configuration.
  public static func interactive(
    timingCurve: UnitCurve = .easeInOut
  ) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .interactive(timingCurve))
  }

  /// Sets how much of the view must be visible for it to be in the `identity` phase.
  ///
  /// - Parameter threshold: The threshold.
  /// - Returns: The configuration with the threshold.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// Sets the animation of an animated configuration's phase changes.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The configuration with the animation (an interactive one is unchanged).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    guard case .animated = kind else { return self }
    var copy = self
    copy.kind = .animated(animation)
    return copy
  }

  /// How much of a view must be in the visible region for it to be in the `identity` phase.
  public struct Threshold: Sendable {
    /// The visible fraction required, from 0 to 1.
    var amount: Double
    /// A distance towards the centre that the view must also be in.
    var inset = 0.0

    /// Fully visible.
    public static let visible = Threshold(amount: 1)
    /// Any part visible.
    public static let hidden = Threshold(amount: 0)
    /// Centred in the visible region (half of the region inset from each edge).
    public static var centered: Threshold { Threshold(amount: 1, inset: .infinity) }

    /// Visible by `amount`, from 0 (hidden) to 1 (fully visible); clamped to that range.
    ///
    /// - Parameter amount: The visible fraction.
    /// - Returns: The threshold.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(amount: amount.isNaN ? 0 : min(max(amount, 0), 1))
    }

    /// This threshold moved `distance` points towards the centre of the visible region
    /// (negative: away from it).
    ///
    /// - Parameter distance: The distance.
    /// - Returns: The threshold.
    public func inset(by distance: Double) -> Threshold {
      Threshold(amount: amount, inset: inset + (distance.isFinite ? distance : 0))
    }

    /// This threshold combined with `other`: 0 is this one, 1 is `other`.
    ///
    /// - Parameters:
    ///   - other: The other threshold.
    ///   - amount: How far towards `other`.
    /// - Returns: The threshold.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      let t = amount.isNaN ? 0 : min(max(amount, 0), 1)
      let insets =
        inset.isInfinite || other.inset.isInfinite
        ? (t < 0.5 ? inset : other.inset) : inset + (other.inset - inset) * t
      return Threshold(amount: self.amount + (other.amount - self.amount) * t, inset: insets)
    }
  }
}
