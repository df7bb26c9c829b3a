/// Whether a scroll view bounces at the ends of its content (recorded).
public struct ScrollBounceBehavior: Sendable, CustomStringConvertible {
  public let description: String

  /// The platform's choice: always, on iOS.
  public static let automatic = ScrollBounceBehavior(description: "automatic")
  /// It bounces even when its content fits.
  public static let always = ScrollBounceBehavior(description: "always")
  /// It bounces only when its content is larger than it.
  public static let basedOnSize = ScrollBounceBehavior(description: "basedOnSize")
}

extension View {
  /// Sets whether the scroll views in this view bounce at the ends of their content (recorded:
  /// a host scroll is clamped to the content and comes to rest without a bounce).
  ///
  /// ```swift
  /// ScrollView { shortContent }.scrollBounceBehavior(.basedOnSize)
  /// ```
  ///
  /// - Parameters:
  ///   - behavior: The behaviour.
  ///   - axes: The axes it applies to.
  /// - Returns: The view.
  public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior,
    axes: Axis.Set = [.vertical]
  ) -> some View {
    style("scrollBounceBehavior", "\(behavior), axes: \(Self.axisNames(axes))")
  }

  private static func axisNames(_ axes: Axis.Set) -> String {
    let names = [(Axis.Set.horizontal, "horizontal"), (.vertical, "vertical")]
      .filter { axes.contains($0.0) }.map(\.1)
    return "[\(names.joined(separator: ", "))]"
  }
}
