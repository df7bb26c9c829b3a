public import Foundation

/// The text settings of a subtree, kept in one environment entry so that a text reads them with
/// one look-up.
struct TextEnvironment: Hashable, Sendable {
  var font: Font?
  var attributes = TextAttributes.none
  var multilineTextAlignment = TextAlignment.leading
  var truncationMode = Text.TruncationMode.tail
  var minimumScaleFactor: CGFloat = 1
  var allowsTightening = false
  var lineSpacing: CGFloat = 0
  var textCase: Text.Case?
  /// The fewest lines text takes: `lineLimit(_:reservesSpace:)` and the range forms.
  var reservedLines = 0
  var isTextSelectable = false
  var dynamicTypeSize = DynamicTypeSize.large
}

private struct TextEnvironmentKey: EnvironmentKey {
  static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
  var text: TextEnvironment {
    get { self[TextEnvironmentKey.self] }
    set { self[TextEnvironmentKey.self] = newValue }
  }

  /// The font of text in this subtree (`nil` for `body`), set with `font(_:)`.
  public var font: Font? {
    get { text.font }
    set { text.font = newValue }
  }

  /// How the lines of multi-line text align; `multilineTextAlignment(_:)` sets it.
  public var multilineTextAlignment: TextAlignment {
    get { text.multilineTextAlignment }
    set { text.multilineTextAlignment = newValue }
  }

  /// Where text that does not fit is cut; `truncationMode(_:)` sets it.
  public var truncationMode: Text.TruncationMode {
    get { text.truncationMode }
    set { text.truncationMode = newValue }
  }

  /// How far text may shrink to fit before it is cut; `minimumScaleFactor(_:)` sets it.
  public var minimumScaleFactor: CGFloat {
    get { text.minimumScaleFactor }
    set { text.minimumScaleFactor = newValue }
  }

  /// Whether text may tighten its spacing to fit (recorded); `allowsTightening(_:)` sets it.
  public var allowsTightening: Bool {
    get { text.allowsTightening }
    set { text.allowsTightening = newValue }
  }

  /// The extra space between lines of text; `lineSpacing(_:)` sets it.
  public var lineSpacing: CGFloat {
    get { text.lineSpacing }
    set { text.lineSpacing = newValue }
  }

  /// The case text is shown in; `textCase(_:)` sets it.
  public var textCase: Text.Case? {
    get { text.textCase }
    set { text.textCase = newValue }
  }

  /// The Dynamic Type size (recorded: text styles keep their default sizes).
  public var dynamicTypeSize: DynamicTypeSize {
    get { text.dynamicTypeSize }
    set { text.dynamicTypeSize = newValue }
  }
}

/// A Dynamic Type size: `dynamicTypeSize(_:)` records it.
///
/// ```swift
/// ContentView().dynamicTypeSize(.xxxLarge)
/// ```
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest size.
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
