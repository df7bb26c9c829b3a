import Foundation

/// Visual changes that `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` apply to a
/// view without changing its layout: offsets, scales, rotations and opacity.
///
/// ```swift
/// Text("Hello").visualEffect { content, proxy in
///   content.offset(y: proxy.frame(in: .global).minY > 400 ? 20 : 0).opacity(0.5)
/// }
/// ```
///
/// Start from the ``EmptyVisualEffect`` the closure is given and chain the effects. Headlessly,
/// the chain is drawn as one offset, one scale, one rotation and one opacity (offsets add,
/// scales and opacities multiply, rotations add; the last anchor given wins), in that order.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which a visual-effect closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public typealias AnimatableData = EmptyAnimatableData

  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  /// Creates the empty effect.
  public init() {}
}

/// A chain of visual effects, as drawn: one offset, scale, rotation and opacity.
public struct _VisualEffectChain: VisualEffect, Equatable {
  var values = _VisualEffectValues()

  public var animatableData: _VisualEffectValues.AnimatableData {
    get { values.animatableData }
    set { values.animatableData = newValue }
  }
}

/// What a chain of visual effects draws.
public struct _VisualEffectValues: Equatable, Sendable {
  var offset = CGSize.zero
  var scale = CGSize(width: 1, height: 1)
  var scaleAnchor = UnitPoint.center
  var rotation = Angle.zero
  var rotationAnchor = UnitPoint.center
  var opacity = 1.0

  public typealias AnimatableData = AnimatablePair<
    AnimatablePair<CGSize.AnimatableData, CGSize.AnimatableData>,
    AnimatablePair<Double, Double>
  >

  var animatableData: AnimatableData {
    get {
      AnimatablePair(
        AnimatablePair(offset.animatableData, scale.animatableData),
        AnimatablePair(rotation.animatableData, opacity)
      )
    }
    set {
      offset.animatableData = newValue.first.first
      scale.animatableData = newValue.first.second
      rotation.animatableData = newValue.second.first
      opacity = newValue.second.second
    }
  }
}

extension VisualEffect {
  /// What this chain draws.
  var values: _VisualEffectValues { (self as? _VisualEffectChain)?.values ?? _VisualEffectValues() }

  private func adding(_ change: (inout _VisualEffectValues) -> Void) -> _VisualEffectChain {
    var chain = _VisualEffectChain(values: values)
    change(&chain.values)
    return chain
  }

  /// Moves the view.
  ///
  /// - Parameter offset: The distance.
  /// - Returns: The chain with the offset.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding {
      $0.offset.width += offset.width
      $0.offset.height += offset.height
    }
  }

  /// Moves the view.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  /// - Returns: The chain with the offset.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    offset(CGSize(width: x, height: y))
  }

  /// Scales the view around an anchor.
  ///
  /// - Parameters:
  ///   - scale: The horizontal and vertical factors.
  ///   - anchor: The fixed point (the centre by default).
  /// - Returns: The chain with the scale.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding {
      $0.scale.width *= scale.width
      $0.scale.height *= scale.height
      $0.scaleAnchor = anchor
    }
  }

  /// Scales the view by one factor around an anchor.
  ///
  /// - Parameters:
  ///   - scale: The factor.
  ///   - anchor: The fixed point (the centre by default).
  /// - Returns: The chain with the scale.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Scales the view by separate factors around an anchor.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  ///   - anchor: The fixed point (the centre by default).
  /// - Returns: The chain with the scale.
  public func scaleEffect(
    x: CGFloat = 1,
    y: CGFloat = 1,
    anchor: UnitPoint = .center
  ) -> some VisualEffect {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates the view around an anchor.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - anchor: The fixed point (the centre by default).
  /// - Returns: The chain with the rotation.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding {
      $0.rotation = .degrees($0.rotation.degrees + angle.degrees)
      $0.rotationAnchor = anchor
    }
  }

  /// Makes the view more transparent.
  ///
  /// - Parameter opacity: The opacity, from 0 to 1.
  /// - Returns: The chain with the opacity.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    adding { $0.opacity *= opacity }
  }
}
