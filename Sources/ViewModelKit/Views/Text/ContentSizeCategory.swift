/// A size for content that a person chose: the older name for a Dynamic Type size.
///
/// `EnvironmentValues.sizeCategory` is ``EnvironmentValues/dynamicTypeSize`` by this name, so
/// setting either sets both; like that size it is recorded, and text keeps its default sizes.
///
/// ```swift
/// HeaderView()
///   .environment(\.sizeCategory, .accessibilityLarge)
///
/// struct Caption: View {
///   @Environment(\.sizeCategory) private var sizeCategory
///   var body: some View {
///     Text(sizeCategory.isAccessibilityCategory ? "Large" : "Regular")
///   }
/// }
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Whether the first category is smaller than the second.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order < rhs.order
  }

  /// Whether the first category is smaller than the second or the same.
  public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order <= rhs.order
  }

  /// Whether the first category is larger than the second.
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order > rhs.order
  }

  /// Whether the first category is larger than the second or the same.
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order >= rhs.order
  }

  /// The position among the categories, smallest first; the Dynamic Type sizes have the same.
  var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The Dynamic Type size of the same position.
  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[order] }

  /// The category of a Dynamic Type size's position.
  init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }
}

extension EnvironmentValues {
  /// The size of content: ``EnvironmentValues/dynamicTypeSize`` by its older name (recorded, as
  /// that size is).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
