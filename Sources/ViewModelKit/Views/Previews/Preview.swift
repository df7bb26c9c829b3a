/// A preview that `#Preview` declares: a name, traits and the closure that makes the view.
///
/// The same shape as the `Preview` of Apple's DeveloperToolsSupport. `#Preview` (from the
/// `SwiftUI` module of this package) expands into a ``PreviewRegistry`` type whose
/// `makePreview()` calls this initializer with the macro's own arguments; ``PreviewCatalog``
/// finds those types and hosts their previews.
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) {
///   Badge(count: 3)
/// }
/// // makePreview() returns
/// Preview("Dark", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
///
/// Unlike Apple's, the body is a ``ViewBuilder`` closure here (Apple puts the builder on the
/// macro only), and there are no `cameras` or `arguments` variants.
@MainActor
public struct Preview {
  /// The kind of traits a view preview takes: ``PreviewTrait``'s layouts and orientations.
  public enum ViewTraits: Sendable {}

  /// The name given to the preview, or `nil`.
  public let displayName: String?
  /// The traits given to the preview, in order; a later one wins over an earlier one of its kind.
  public let traits: [PreviewTrait<ViewTraits>]
  /// Makes the previewed view.
  private let makeView: @MainActor () -> any View

  /// Creates a preview of a view.
  ///
  /// - Parameters:
  ///   - name: The preview's display name, or `nil`.
  ///   - traits: How the preview is laid out and turned.
  ///   - body: Makes the view to preview; it is called for each host of the preview.
  public init<Content: View>(
    _ name: String? = nil,
    traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> Content
  ) {
    displayName = name
    self.traits = traits
    makeView = body
  }

  /// A new view from the preview's body.
  public func makeBody() -> any View { makeView() }
}
