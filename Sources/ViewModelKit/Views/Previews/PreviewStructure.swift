/// A modified view taken apart, so that previews can be read through their modifiers.
@MainActor
protocol ModifiedViewParts {
  /// The view the modifier is applied to.
  var modifiedContent: any View { get }
  /// The preview trait, when the modifier is one.
  var previewTrait: PreviewSetting? { get }
  /// The same modifier applied to other content.
  func wrapping(_ content: any View) -> any View
}

extension ModifiedContent: ModifiedViewParts where Content: View, Modifier: ViewModifier {
  var modifiedContent: any View { content }

  var previewTrait: PreviewSetting? { (modifier as? _PreviewTraitModifier)?.trait }

  func wrapping(_ content: any View) -> any View {
    ModifiedContent<AnyView, Modifier>(content: AnyView(content), modifier: modifier)
  }
}

/// A view that lists previews instead of being one: the builder's list, a group, a `ForEach`, a
/// condition.
@MainActor
protocol PreviewListContainer {
  var previewChildren: [any View] { get }
}

extension PreviewListContainer where Self: PrimitiveView {
  var previewChildren: [any View] { children().map(\.view) }
}

extension TupleView: PreviewListContainer {}
extension Group: PreviewListContainer {}
extension ForEach: PreviewListContainer {}
extension _ConditionalContent: PreviewListContainer {}
extension Optional: PreviewListContainer where Wrapped: View {}
