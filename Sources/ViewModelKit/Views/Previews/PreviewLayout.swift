public import Foundation

/// How a preview is sized.
///
/// ```swift
/// BadgeView().previewLayout(.sizeThatFits)
/// CardView().previewLayout(.fixed(width: 320, height: 200))
/// ```
///
/// A ``PreviewCatalog`` hosts a `.device` preview on its device's screen (see ``PreviewDevice``),
/// a `.fixed` one on a screen of that size, and a `.sizeThatFits` one on a screen as large as the
/// view's size when it is proposed its device's screen.
public enum PreviewLayout: Hashable, Sendable {
  /// The size of the preview's device.
  case device
  /// The size the view takes when proposed its device's screen.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a preview's device.
///
/// ```swift
/// ContentView().previewInterfaceOrientation(.landscapeLeft)
/// ```
///
/// A landscape orientation swaps the width and height of the device's screen.
public struct InterfaceOrientation: Hashable, Sendable, CustomStringConvertible {
  /// The orientation's name.
  public let description: String

  /// Upright.
  public static let portrait = InterfaceOrientation(description: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(description: "portraitUpsideDown")
  /// Turned with the top to the left.
  public static let landscapeLeft = InterfaceOrientation(description: "landscapeLeft")
  /// Turned with the top to the right.
  public static let landscapeRight = InterfaceOrientation(description: "landscapeRight")

  /// Whether the screen is wider than it is tall.
  var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
