public import Foundation

/// The shape a glass takes when `glassEffect(_:in:)` names none: a capsule.
public struct DefaultGlassEffectShape: Shape {
  /// Creates the default glass shape.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path {
    Capsule().path(in: rect)
  }
}

extension View {
  /// Draws this view over Liquid Glass in a shape (a capsule unless given one).
  ///
  /// ```swift
  /// Text("Hello, World!")
  ///   .padding()
  ///   .glassEffect()
  ///
  /// Button { next() } label: { Image(systemName: "arrow.right") }
  ///   .glassEffect(.regular.interactive(), in: .circle)
  /// ```
  ///
  /// Differs from SwiftUI: recorded only (`.glassEffect(regular.interactive(), Circle)` in tree
  /// descriptions); layout, taps and snapshots are those of the view without the effect.
  ///
  /// - Parameters:
  ///   - glass: The material.
  ///   - shape: The shape of the glass, anchored to the view's bounds.
  /// - Returns: The view.
  public func glassEffect<S: Shape>(
    _ glass: Glass = .regular,
    in shape: S = DefaultGlassEffectShape()
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("glassEffect", "\(glass), \(ShapeNames.name(of: S.self))")
  }
}
