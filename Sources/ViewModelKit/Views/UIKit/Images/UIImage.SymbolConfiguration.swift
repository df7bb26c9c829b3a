public import Foundation

extension UIImage {
  /// What a picture is drawn with: for symbols, a ``SymbolConfiguration``.
  ///
  /// Immutable, so it can be shared across threads.
  public class Configuration: @unchecked Sendable {
    init() {}
  }

  /// A system symbol's point size, weight and scale.
  ///
  /// Here the configuration sets the symbol's square: its side is the point size (20 when
  /// none is given), times 0.8 at the small scale and 1.3 at the large one, which gives the
  /// 16, 20 and 26 points of ``Image``'s `imageScale(_:)` without a point size. The weight is
  /// kept and draws nothing.
  ///
  /// ```swift
  /// let config = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
  /// UIImage(systemName: "heart", withConfiguration: config)?.size  // 39×39
  /// ```
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size, or `nil` when not given.
    let pointSize: CGFloat?
    /// The weight.
    let weight: SymbolWeight
    /// The scale.
    let scale: SymbolScale

    private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration with a point size.
    ///
    /// - Parameter pointSize: The point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A configuration with a point size and a weight.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration with a point size, a weight and a scale.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
    }

    /// A configuration with a weight.
    ///
    /// - Parameter weight: The weight.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified)
    }

    /// A configuration with a scale.
    ///
    /// - Parameter scale: The scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale)
    }

    /// A configuration that sets nothing.
    public static var unspecified: SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
    }

    /// This configuration with what `other` specifies put over it.
    ///
    /// - Parameter other: The configuration whose specified values win.
    /// - Returns: The combined configuration.
    public func applying(_ other: SymbolConfiguration?) -> Self {
      guard let other else { return self }
      return Self(
        pointSize: other.pointSize ?? pointSize,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale
      )
    }

    /// The side of the symbol's square, in points.
    var side: CGFloat {
      let base = pointSize ?? 20
      switch scale {
      case .small: return base * 0.8
      case .large: return base * 1.3
      case .default, .unspecified, .medium: return base
      }
    }
  }

  /// The weight of a symbol's strokes.
  public enum SymbolWeight: Int, Hashable, Sendable {
    /// Not set.
    case unspecified
    /// Ultralight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
  }

  /// The size of a symbol relative to its point size.
  public enum SymbolScale: Int, Hashable, Sendable {
    /// The default: medium.
    case `default` = -1
    /// Not set.
    case unspecified
    /// Small: 0.8 times the point size here.
    case small
    /// Medium: the point size.
    case medium
    /// Large: 1.3 times the point size here.
    case large
  }
}
