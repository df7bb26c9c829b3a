import Foundation

/// Clips the content to its frame: `clipped(antialiased:)`.
public struct _ClippedEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let isAntialiased: Bool
}

extension View {
  /// Clips this view to its frame: what is drawn outside it (an offset or scaled child, an
  /// overflowing image) is cut off.
  ///
  /// ```swift
  /// Image("banner").resizable().scaledToFill().frame(height: 120).clipped()
  /// ```
  ///
  /// Snapshots keep the children's own frames and record `clipped(x, y, width, height)` (the
  /// clipping rectangle in screen coordinates; nested clips intersect) on every node below; SVG
  /// wraps each such element in a group with a `clip-path`.
  ///
  /// - Parameter antialiased: Whether the clip's edges are smoothed.
  /// - Returns: The view.
  public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClippedEffect> {
    modifier(_ClippedEffect(isAntialiased: antialiased))
  }
}

extension _ClippedEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.clip(context.transform.apply(to: frame), antialiased: isAntialiased))
  }

  var snapshotLine: String { ".clipped" }
}
