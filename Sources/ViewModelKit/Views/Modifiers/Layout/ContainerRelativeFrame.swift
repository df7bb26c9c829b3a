public import Foundation

/// A frame sized from its container: `containerRelativeFrame(_:alignment:)`.
public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let rule: ContainerRelativeRule
}

extension View {
  /// Frames this view at the full length of its container on the given axes.
  ///
  /// SwiftUI's container is the nearest scroll view, list, navigation column or window;
  /// headlessly it is always the host's screen.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   HStack { ForEach(cards) { CardView(card: $0).containerRelativeFrame(.horizontal) } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - axes: The axes to size from the container.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  public func containerRelativeFrame(
    _ axes: Axis.Set,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Frames this view at `span` of `count` equal parts of its container's length, with
  /// `spacing` between the parts.
  ///
  /// ```swift
  /// Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
  /// ```
  ///
  /// - Parameters:
  ///   - axes: The axes to size from the container.
  ///   - count: The number of parts.
  ///   - span: How many parts the view takes.
  ///   - spacing: The gap between parts.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  public func containerRelativeFrame(
    _ axes: Axis.Set,
    count: Int,
    span: Int = 1,
    spacing: CGFloat,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let parts = CGFloat(max(count, 1))
      let part = (length - spacing * (parts - 1)) / parts
      return part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0))
    }
  }

  /// Frames this view at a length computed from its container's length on each given axis.
  ///
  /// ```swift
  /// Image("cover").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
  /// ```
  ///
  /// - Parameters:
  ///   - axes: The axes to size from the container.
  ///   - alignment: Where the view sits in the frame.
  ///   - length: The frame's length from the container's length on an axis.
  /// - Returns: The framed view.
  public func containerRelativeFrame(
    _ axes: Axis.Set,
    alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
    modifier(
      _ContainerRelativeFrameModifier(
        rule: ContainerRelativeRule(axes: axes, alignment: alignment, length: length)
      )
    )
  }
}

extension _ContainerRelativeFrameModifier: LayoutModifier {
  var layoutKind: LayoutKind { .containerRelativeFrame(rule) }
}
