public import Foundation

/// An explicit alignment guide: `alignmentGuide(_:computeValue:)`.
public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let rule: AlignmentGuideRule
}

extension View {
  /// Sets where this view lines up on a horizontal guide, computed from its dimensions.
  ///
  /// A `VStack` with that alignment lines the views up on their guides (the stack is as wide as
  /// the union of its views so placed). The guide is read through modifiers that keep the
  /// view's frame (`layoutPriority`, effects); put `alignmentGuide` outside `padding` and
  /// `frame`, which headlessly do not pass an inner guide on.
  ///
  /// ```swift
  /// VStack(alignment: .leading) {
  ///   Text("Title")
  ///   Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - g: The guide.
  ///   - computeValue: The guide's offset from the view's leading edge.
  /// - Returns: The view with the explicit guide.
  public func alignmentGuide(
    _ g: HorizontalAlignment,
    computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _AlignmentWritingModifier> {
    modifier(_AlignmentWritingModifier(rule: AlignmentGuideRule(horizontal: g, computeValue)))
  }

  /// Sets where this view lines up on a vertical guide, computed from its dimensions; an
  /// `HStack` with that alignment lines the views up on it.
  ///
  /// ```swift
  /// HStack(alignment: .top) {
  ///   Text("Up")
  ///   Text("Down").alignmentGuide(.top) { d in d[.top] - 10 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - g: The guide.
  ///   - computeValue: The guide's offset from the view's top edge.
  /// - Returns: The view with the explicit guide.
  public func alignmentGuide(
    _ g: VerticalAlignment,
    computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _AlignmentWritingModifier> {
    modifier(_AlignmentWritingModifier(rule: AlignmentGuideRule(vertical: g, computeValue)))
  }
}

extension _AlignmentWritingModifier: LayoutModifier {
  var layoutKind: LayoutKind { .alignmentGuide(rule) }
}
