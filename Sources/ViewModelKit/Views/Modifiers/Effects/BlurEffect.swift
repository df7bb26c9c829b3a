public import Foundation

/// A Gaussian blur: `blur(radius:opaque:)`.
public struct _BlurEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var radius: CGFloat
  let isOpaque: Bool
}

extension View {
  /// Blurs this view.
  ///
  /// ```swift
  /// Image(systemName: "photo").blur(radius: isLoading ? 8 : 0)
  /// ```
  ///
  /// The radius animates. Snapshots record `blur(radius: 8)` on every node below; SVG draws an
  /// `feGaussianBlur` whose standard deviation is the radius. A NaN or negative radius is 0
  /// (see `NumericInput`).
  ///
  /// - Parameters:
  ///   - radius: The radial size of the blur.
  ///   - opaque: Whether the blur keeps the view opaque at its edges.
  /// - Returns: The view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
    modifier(_BlurEffect(radius: NumericInput.radius(radius), isOpaque: opaque))
  }
}

extension _BlurEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: CGFloat {
    get { radius }
    set { radius = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.blur(radius: radius, opaque: isOpaque))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.blur(radius: radius, opaque: isOpaque))" }
}
