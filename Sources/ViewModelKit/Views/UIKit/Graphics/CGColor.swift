public import Foundation

/// A colour as Core Graphics holds it: sRGB components and an alpha.
///
/// Linux's Foundation has `CGFloat`, `CGPoint` and `CGRect` but no `CGColor`; this one carries
/// the components an app reads (`components`, `alpha`, `numberOfComponents`) and makes colours
/// back with `UIColor(cgColor:)` and `Color(cgColor:)`.
///
/// ```swift
/// let components = UIColor(color).cgColor.components ?? []
/// let hex = components.prefix(3).map { String(format: "%02X", Int($0 * 255)) }.joined()
/// ```
///
/// Differs from Core Graphics: every colour is in the sRGB space with four components (a grey
/// is stored as red, green and blue alike), and there are no colour spaces or patterns. A
/// `UIColor`'s or `Color`'s components pass through `Color.Resolved`, which holds `Float`s, so
/// `UIColor(red: 0.2, …).cgColor.components?[0]` is `0.2` to `Float` precision.
public final class CGColor: Sendable, Equatable, CustomStringConvertible {
  /// The red, green, blue and alpha components, from 0 to 1.
  public let components: [CGFloat]?

  /// Creates a colour from sRGB components.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The alpha.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// Creates a grey.
  ///
  /// - Parameters:
  ///   - gray: The brightness, from 0 (black) to 1 (white).
  ///   - alpha: The alpha.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The alpha.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// How many components there are (four).
  public var numberOfComponents: Int { components?.count ?? 0 }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  public var description: String {
    "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
  }
}
