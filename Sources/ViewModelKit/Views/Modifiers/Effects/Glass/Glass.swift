/// The Liquid Glass material a view is drawn over: `glassEffect(_:in:)`.
///
/// ```swift
/// Button("Next") { advance() }
///   .padding()
///   .glassEffect(.regular.tint(.green).interactive(), in: .circle)
/// ```
///
/// Differs from SwiftUI: there is no material headlessly; a glass is recorded by its description
/// (`regular`, `clear`, `identity`, then `.tint(…)` and `.interactive()`).
public struct Glass: Equatable, Sendable, CustomStringConvertible {
  enum Variant: String, Sendable {
    case regular, clear, identity
  }

  let variant: Variant
  let tintColor: Color?
  let isInteractive: Bool

  /// The standard glass.
  public static var regular: Glass {
    Glass(variant: .regular, tintColor: nil, isInteractive: false)
  }

  /// A clearer glass, for content over rich backgrounds.
  public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }

  /// No glass: the view as it is.
  public static var identity: Glass {
    Glass(variant: .identity, tintColor: nil, isInteractive: false)
  }

  /// This glass tinted with a colour (`nil` removes the tint).
  ///
  /// - Parameter color: The tint.
  /// - Returns: The tinted glass.
  public func tint(_ color: Color?) -> Glass {
    Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
  }

  /// This glass reacting to touches (on a device it flexes and glows under a finger).
  ///
  /// - Parameter isEnabled: Whether it reacts.
  /// - Returns: The glass.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
  }

  public var description: String {
    var text = variant.rawValue
    if let tintColor { text += ".tint(\(tintColor))" }
    if isInteractive { text += ".interactive()" }
    return text
  }
}
