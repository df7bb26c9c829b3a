public import Foundation

/// The device a preview runs on, by the name Xcode's simulators have.
///
/// ```swift
/// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
/// ContentView().previewDevice("iPad Pro (11-inch) (4th generation)")
/// ```
///
/// A ``PreviewCatalog`` gives a preview its device's screen size in points (portrait), matched by
/// the longest known prefix of the name: iPhone SE, 8 and earlier 375×667; iPhone X, XS, 11 Pro,
/// 12 mini and 13 mini 375×812; iPhone XR, XS Max and 11 (and 11 Pro Max) 414×896; iPhone 12, 13
/// and 14 390×844; their Plus and Pro Max 428×926; iPhone 14 Pro, 15, 15 Pro and 16 393×852;
/// iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus 430×932; iPhone 16 Pro 402×874; iPhone 16
/// Pro Max 440×956; iPad mini 744×1133; iPad Air and iPad (10th generation) 820×1180; iPad Pro
/// 11-inch 834×1194; iPad Pro 12.9-inch 1024×1366; any other iPad 810×1080. An unknown name, or
/// no device, gives the host's default screen, 390×844.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String

  /// Creates a device from its name.
  ///
  /// - Parameter rawValue: The simulator's name, such as `"iPhone 15 Pro"`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a device from a string literal.
  ///
  /// - Parameter stringLiteral: The simulator's name.
  public init(stringLiteral: String) {
    self.init(rawValue: stringLiteral)
  }

  /// The device's screen size in points, portrait, or `nil` for an unknown device.
  public var screenSize: CGSize? {
    let match = Self.screens
      .filter { rawValue.hasPrefix($0.prefix) }
      .max { $0.prefix.count < $1.prefix.count }
    return match.map { CGSize(width: $0.width, height: $0.height) }
  }

  /// Known name prefixes and their screens; the longest matching prefix wins.
  private static let screens: [(prefix: String, width: CGFloat, height: CGFloat)] = [
    ("iPhone SE", 375, 667), ("iPhone 8", 375, 667), ("iPhone 7", 375, 667),
    ("iPhone 6", 375, 667), ("iPhone X", 375, 812), ("iPhone XS", 375, 812),
    ("iPhone XS Max", 414, 896), ("iPhone XR", 414, 896), ("iPhone 11", 414, 896),
    ("iPhone 11 Pro", 375, 812), ("iPhone 11 Pro Max", 414, 896),
    ("iPhone 12", 390, 844), ("iPhone 12 mini", 375, 812), ("iPhone 12 Pro Max", 428, 926),
    ("iPhone 13", 390, 844), ("iPhone 13 mini", 375, 812), ("iPhone 13 Pro Max", 428, 926),
    ("iPhone 14", 390, 844), ("iPhone 14 Plus", 428, 926), ("iPhone 14 Pro", 393, 852),
    ("iPhone 14 Pro Max", 430, 932), ("iPhone 15", 393, 852), ("iPhone 15 Plus", 430, 932),
    ("iPhone 15 Pro Max", 430, 932), ("iPhone 16", 393, 852), ("iPhone 16 Plus", 430, 932),
    ("iPhone 16 Pro", 402, 874), ("iPhone 16 Pro Max", 440, 956),
    ("iPad", 810, 1080), ("iPad mini", 744, 1133), ("iPad Air", 820, 1180),
    ("iPad (10th generation)", 820, 1180), ("iPad Pro (11-inch)", 834, 1194),
    ("iPad Pro (12.9-inch)", 1024, 1366),
  ]
}
