/// A haptic or audio feedback that `sensoryFeedback(_:trigger:)` plays when a value changes.
///
/// ```swift
/// Button("Add") { count += 1 }
///   .sensoryFeedback(.increase, trigger: count)
///
/// // In a test:
/// try host.tap("Add")
/// #expect(host.playedSensoryFeedback == [.increase])
/// ```
///
/// There is no Taptic Engine headlessly: each feedback played is recorded in the host's
/// ``ViewHost/playedSensoryFeedback``.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case named(String)
    case weightedImpact(Weight, intensity: Double)
    case flexibleImpact(Flexibility, intensity: Double)
  }

  let kind: Kind

  /// A task or action completed.
  public static let success = SensoryFeedback(kind: .named("success"))
  /// A task or action produced a warning.
  public static let warning = SensoryFeedback(kind: .named("warning"))
  /// A task or action failed.
  public static let error = SensoryFeedback(kind: .named("error"))
  /// The selection changed.
  public static let selection = SensoryFeedback(kind: .named("selection"))
  /// A value increased.
  public static let increase = SensoryFeedback(kind: .named("increase"))
  /// A value decreased.
  public static let decrease = SensoryFeedback(kind: .named("decrease"))
  /// An activity started.
  public static let start = SensoryFeedback(kind: .named("start"))
  /// An activity stopped.
  public static let stop = SensoryFeedback(kind: .named("stop"))
  /// A dragged item snapped into alignment.
  public static let alignment = SensoryFeedback(kind: .named("alignment"))
  /// A value moved to a discrete level, as a pressure-sensitive control does.
  public static let levelChange = SensoryFeedback(kind: .named("levelChange"))
  /// A path was completed, as when a drawing closes.
  public static let pathComplete = SensoryFeedback(kind: .named("pathComplete"))
  /// A physical impact, of medium weight at full intensity.
  public static let impact = SensoryFeedback.impact()

  /// A physical impact of a weight.
  ///
  /// - Parameters:
  ///   - weight: How heavy the colliding objects are.
  ///   - intensity: From 0 to 1.
  /// - Returns: The feedback.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: .weightedImpact(weight, intensity: intensity))
  }

  /// A physical impact of objects of a flexibility.
  ///
  /// - Parameters:
  ///   - flexibility: How flexible the colliding objects are.
  ///   - intensity: From 0 to 1.
  /// - Returns: The feedback.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: .flexibleImpact(flexibility, intensity: intensity))
  }

  /// How heavy the objects of an impact are.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Light objects.
    public static let light = Weight(name: "light")
    /// Objects of medium weight.
    public static let medium = Weight(name: "medium")
    /// Heavy objects.
    public static let heavy = Weight(name: "heavy")

    public var description: String { name }
  }

  /// How flexible the objects of an impact are.
  public struct Flexibility: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Rigid objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid objects.
    public static let solid = Flexibility(name: "solid")
    /// Soft objects.
    public static let soft = Flexibility(name: "soft")

    public var description: String { name }
  }

  /// The feedback as it is written in code: `success`, `impact(weight: heavy, intensity: 0.5)`.
  public var description: String {
    switch kind {
    case .named(let name): name
    case .weightedImpact(let weight, let intensity):
      "impact(weight: \(weight), intensity: \(intensity))"
    case .flexibleImpact(let flexibility, let intensity):
      "impact(flexibility: \(flexibility), intensity: \(intensity))"
    }
  }
}
