public import Foundation

/// A style that changes how a view is drawn but not its layout or behaviour headlessly (font,
/// colour, corner radius, shadow, accessibility label…): recorded on the view, shown in tree
/// descriptions.
public struct _StyleModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let name: String
  let value: String

  var snapshotLine: String { ".\(name)(\(value))" }
}

/// How multi-line text is aligned.
///
/// ```swift
/// Text(longText).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Leading edges line up.
  case leading
  /// Centres line up.
  case center
  /// Trailing edges line up.
  case trailing
}

extension View {
  private func style(_ name: String, _ value: Any) -> ModifiedContent<Self, _StyleModifier> {
    modifier(_StyleModifier(name: name, value: String(describing: value)))
  }

  /// Sets the font of text in this view (recorded; text is measured with the fixed-advance model).
  ///
  /// ```swift
  /// Text("Title").font(.title)
  /// ```
  ///
  /// - Parameter font: The font, or `nil` for the default.
  /// - Returns: The view.
  public func font(_ font: Font?) -> ModifiedContent<Self, _StyleModifier> {
    style("font", font.map(\.description) ?? "nil")
  }

  /// Makes text in this view bold (recorded).
  ///
  /// - Parameter isActive: Whether to apply it.
  /// - Returns: The view.
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("bold", isActive)
  }

  /// Makes text in this view italic (recorded).
  ///
  /// - Parameter isActive: Whether to apply it.
  /// - Returns: The view.
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("italic", isActive)
  }

  /// Sets the weight of text in this view (recorded).
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The view.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
    style("fontWeight", weight.map(\.description) ?? "nil")
  }

  /// Sets the colour of text and shapes in this view (recorded).
  ///
  /// ```swift
  /// Text("Error").foregroundColor(.red)
  /// ```
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view.
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("foregroundColor", color.map { "\($0.resolved)" } ?? "nil")
  }

  /// Sets the accent colour of controls in this view (recorded).
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view.
  public func tint(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("tint", color.map { "\($0.resolved)" } ?? "nil")
  }

  /// Rounds the corners of this view (recorded; frames are unchanged).
  ///
  /// - Parameters:
  ///   - radius: The corner radius.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func cornerRadius(
    _ radius: CGFloat,
    antialiased: Bool = true
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("cornerRadius", radius)
  }

  /// Clips this view to a shape (recorded).
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The view.
  public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _StyleModifier> {
    style("clipShape", TypeNames.unqualified(S.self))
  }

  /// Adds a shadow (recorded).
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: The blur radius.
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The view.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33),
    radius: CGFloat,
    x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("shadow", radius)
  }

  /// Aligns the lines of multi-line text (recorded).
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view.
  public func multilineTextAlignment(
    _ alignment: TextAlignment
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("multilineTextAlignment", alignment)
  }

  /// Gives this view an accessibility label (recorded).
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityLabel", label)
  }

  /// Gives this view an accessibility identifier (recorded).
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  public func accessibilityIdentifier(
    _ identifier: String
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("accessibilityIdentifier", identifier)
  }

  /// Sets the title of the navigation bar (recorded).
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle(_ title: String) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title)
  }
}
