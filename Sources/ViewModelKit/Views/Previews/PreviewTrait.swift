public import Foundation

/// A trait of a `#Preview`: its layout or its device's orientation.
///
/// The members of Apple's `PreviewTrait<Preview.ViewTraits>` that a headless host can honour;
/// ``PreviewCatalog`` maps them to the same sizes as the `previewLayout(_:)` and
/// `previewInterfaceOrientation(_:)` modifiers.
///
/// ```swift
/// #Preview("Card", traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) {
///   CardView()
/// }
/// ```
///
/// Apple's `.modifier(_:)` (a `PreviewModifier`) is not offered.
public struct PreviewTrait<T>: Sendable {
  /// What the trait sets.
  let setting: PreviewSetting

  init(_ setting: PreviewSetting) {
    self.setting = setting
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's screen (the default).
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }

  /// The size the view takes when proposed the device's screen.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }

  /// A screen of a fixed size.
  ///
  /// - Parameters:
  ///   - width: The screen's width in points.
  ///   - height: The screen's height in points.
  /// - Returns: The trait.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(.layout(.fixed(width: width, height: height)))
  }

  /// The device upright (the default).
  public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }

  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(.orientation(.portraitUpsideDown))
  }

  /// The device turned with its top to the left: the screen's sides swap.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }

  /// The device turned with its top to the right: the screen's sides swap.
  public static var landscapeRight: PreviewTrait<T> {
    PreviewTrait(.orientation(.landscapeRight))
  }
}
