public import Foundation

/// A geometry value of one view (a rectangle, a point, or arrays and optionals of them), kept
/// so that another view can read it in its own coordinates.
///
/// A view makes one with `anchorPreference(key:value:transform:)` from an `Anchor.Source`;
/// the anchor travels up the tree as a preference value, and a `GeometryProxy` turns it into a
/// value in the proxy's coordinate space with `proxy[anchor]`.
///
/// ```swift
/// struct BoundsKey: PreferenceKey {
///   static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
///     value = value ?? nextValue()
///   }
/// }
///
/// Text("Selected")
///   .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// ```
///
/// The anchor is taken where its view is drawn: its layout frame, moved by the `offset`s and the
/// scroll views' content offsets around it, as SwiftUI's geometry effects move it.
/// `GeometryProxy.frame(in:)` reads the same frames, so the two agree.
///
/// **Differs from SwiftUI:** `scaleEffect` and `rotationEffect` around the view are not applied
/// to the anchor (SwiftUI applies every geometry effect).
public struct Anchor<Value> {
  /// The value in screen coordinates.
  let value: Value

  /// The value in the coordinate space whose origin is at `origin` on the screen.
  func value(relativeTo origin: CGPoint) -> Value {
    let shift = CGSize(width: -origin.x, height: -origin.y)
    guard let geometry = value as? any AnchorGeometry,
      let shifted = geometry.offset(by: shift) as? Value
    else { return value }
    return shifted
  }
}

// Anchors are made only by `Anchor.Source`, whose values are rectangles and points and arrays
// and optionals of them: all sendable.
extension Anchor: @unchecked Sendable {}

extension Anchor: Equatable where Value: Equatable {}

extension Anchor: Hashable where Value: Hashable {}

/// A geometry value that an anchor moves from one coordinate space to another.
protocol AnchorGeometry {
  /// The value moved by `delta`.
  func offset(by delta: CGSize) -> Self
}

extension CGRect: AnchorGeometry {
  func offset(by delta: CGSize) -> CGRect { offsetBy(dx: delta.width, dy: delta.height) }
}

extension CGPoint: AnchorGeometry {
  func offset(by delta: CGSize) -> CGPoint { CGPoint(x: x + delta.width, y: y + delta.height) }
}

extension Array: AnchorGeometry where Element: AnchorGeometry {
  func offset(by delta: CGSize) -> [Element] { map { $0.offset(by: delta) } }
}

extension Optional: AnchorGeometry where Wrapped: AnchorGeometry {
  func offset(by delta: CGSize) -> Wrapped? { map { $0.offset(by: delta) } }
}
