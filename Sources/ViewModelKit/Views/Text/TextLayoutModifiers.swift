public import Foundation

/// The modifiers that change how text in a view is laid out: alignment, truncation, scaling,
/// spacing; and the recorded ones (selection, Dynamic Type).
extension View {
  /// Aligns the lines of multi-line text in this view within the text's frame.
  ///
  /// ```swift
  /// Text(longText).multilineTextAlignment(.center)
  /// ```
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    textEnvironment(\.multilineTextAlignment, alignment, "multilineTextAlignment", "\(alignment)")
  }

  /// Sets where text in this view that does not fit its lines is cut.
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  ///
  /// - Parameter mode: The truncation mode.
  /// - Returns: The view.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    textEnvironment(\.truncationMode, mode, "truncationMode", "\(mode)")
  }

  /// Lets text in this view shrink, down to a factor of its size, before it is cut.
  ///
  /// In the text model a text shrinks only when it would otherwise be cut by its line limit:
  /// it takes the largest size (at most its own) at which it fits the limit, and no less than
  /// `factor` times its size; below that it is cut at that size. Proposed heights do not shrink
  /// it (the model never fits a height).
  ///
  /// ```swift
  /// Text(title).lineLimit(1).minimumScaleFactor(0.5)
  /// ```
  ///
  /// - Parameter factor: The smallest scale, from 0 to 1.
  /// - Returns: The view.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    let factor = min(max(factor, 0.01), 1)
    return textEnvironment(
      \.minimumScaleFactor,
      factor,
      "minimumScaleFactor",
      TextNumber.format(factor)
    )
  }

  /// Lets text in this view tighten its spacing to fit (recorded; the metrics do not change).
  ///
  /// - Parameter flag: Whether it may.
  /// - Returns: The view.
  public func allowsTightening(_ flag: Bool) -> some View {
    textEnvironment(\.allowsTightening, flag, "allowsTightening", "\(flag)")
  }

  /// Adds space between the lines of text in this view.
  ///
  /// A text of `n` lines is `(n − 1) × lineSpacing` higher.
  ///
  /// - Parameter lineSpacing: The space, in points.
  /// - Returns: The view.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    textEnvironment(\.lineSpacing, lineSpacing, "lineSpacing", TextNumber.format(lineSpacing))
  }

  /// Lets people select text in this view (recorded).
  ///
  /// ```swift
  /// Text(code).textSelection(.enabled)
  /// ```
  ///
  /// - Parameter selectability: `.enabled` or `.disabled`.
  /// - Returns: The view.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    let isEnabled = S.allowsSelection
    return textEnvironment(
      \.text.isTextSelectable,
      isEnabled,
      "textSelection",
      isEnabled ? "enabled" : "disabled"
    )
  }

  /// Sets the Dynamic Type size of this view (recorded: the text styles keep their sizes).
  ///
  /// - Parameter size: The size.
  /// - Returns: The view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    textEnvironment(\.dynamicTypeSize, size, "dynamicTypeSize", "\(size)")
  }

  /// Limits the Dynamic Type sizes of this view to a range (recorded: the default size, `large`,
  /// is kept when the range holds it, else the range's nearest size).
  ///
  /// - Parameter range: The sizes allowed, as `...DynamicTypeSize.xxLarge`.
  /// - Returns: The view.
  public func dynamicTypeSize<T: RangeExpression>(
    _ range: T
  ) -> some View where T.Bound == DynamicTypeSize {
    let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
    let size =
      range.contains(.large) ? .large : (sizes.last { $0 < .large } ?? sizes.first ?? .large)
    return textEnvironment(\.dynamicTypeSize, size, "dynamicTypeSize", "\(size)")
  }
}

/// Whether text can be selected: `textSelection(.enabled)`.
///
/// ```swift
/// Text(code).textSelection(.enabled)
/// ```
public protocol TextSelectability {
  /// Whether the text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
  public static let allowsSelection = true
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
