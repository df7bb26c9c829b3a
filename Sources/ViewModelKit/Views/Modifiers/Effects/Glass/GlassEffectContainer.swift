public import Foundation

/// Groups views with `glassEffect(_:in:)` so that their glass shapes blend and morph together
/// (on a device); lays out its content as it is.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///   HStack(spacing: 20) {
///     Button("Again") { grade(.again) }.glassEffect()
///     Button("Good") { grade(.good) }.glassEffect()
///   }
/// }
/// ```
///
/// Differs from SwiftUI: nothing blends headlessly; the spacing is recorded
/// (`.glassEffectContainer(spacing)` in tree descriptions).
public struct GlassEffectContainer<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  /// Creates a container whose glass shapes start blending within `spacing` of each other.
  ///
  /// - Parameters:
  ///   - spacing: How near shapes come before they blend (`nil`: the system's).
  ///   - content: The views.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    content.style("glassEffectContainer", spacing.map { "\($0)" } ?? "default")
  }
}
