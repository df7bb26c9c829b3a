import Foundation

extension View {
  /// Applies an effect that follows this view's phase as it scrolls into and out of the
  /// visible region of the scroll view around it.
  ///
  /// The phase comes from the view's frame and the scroll view's viewport after each layout:
  /// `identity` once the visible part reaches the configuration's threshold (half the view by
  /// default), otherwise `topLeading` or `bottomTrailing` by the side it is on. An interactive
  /// configuration interpolates the effect between the edge phase (just hidden) and `identity`
  /// (at the threshold) along its timing curve; an animated one switches phase at the threshold
  /// with its animation. Outside a scroll view the phase is `identity`.
  ///
  /// ```swift
  /// ScrollView {
  ///   ForEach(photos) { photo in
  ///     PhotoCard(photo).scrollTransition { content, phase in
  ///       content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Differences from SwiftUI: the default threshold (not documented by SwiftUI) is half the
  /// view visible; the effect is drawn as described at ``VisualEffect``.
  ///
  /// - Parameters:
  ///   - configuration: How the phases change (interactive by default).
  ///   - axis: The scroll axis to follow; `nil` takes the scroll view's (vertical first).
  ///   - transition: The effect for a phase.
  /// - Returns: The view with the transition.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(
      topLeading: configuration,
      bottomTrailing: configuration,
      axis: axis,
      transition: transition
    )
  }

  /// Applies a scroll transition with one configuration for each edge.
  ///
  /// ```swift
  /// .scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
  ///   content.offset(y: phase.value * 20)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - topLeading: The configuration while the view is before the visible region.
  ///   - bottomTrailing: The configuration while the view is after it.
  ///   - axis: The scroll axis to follow; `nil` takes the scroll view's (vertical first).
  ///   - transition: The effect for a phase.
  /// - Returns: The view with the transition.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration,
    bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      _VisualEffectModifier { node in
        let position = ScrollViewport.position(of: node, axis: axis)
        let configuration = position.isBefore ? topLeading : bottomTrailing
        let edge: ScrollTransitionPhase = position.isBefore ? .topLeading : .bottomTrailing
        let progress = position.progress(towards: configuration.threshold)
        switch configuration.kind {
        case .identity:
          return GeometryEffectResult(values: transition(EmptyVisualEffect(), .identity).values)
        case .animated(let animation):
          let phase = progress >= 1 ? ScrollTransitionPhase.identity : edge
          return GeometryEffectResult(
            values: transition(EmptyVisualEffect(), phase).values,
            hasOwnAnimation: true,
            animation: animation
          )
        case .interactive(let curve):
          var values = transition(EmptyVisualEffect(), edge).values
          let identity = transition(EmptyVisualEffect(), .identity).values
          var delta = identity.animatableData - values.animatableData
          delta.scale(by: curve.value(at: progress))
          values.animatableData += delta
          if progress >= 1 { values = identity }
          return GeometryEffectResult(values: values)
        }
      }
    )
  }
}

/// Where a view is along the axis of the scroll view around it, from their frames at the last
/// layout.
@MainActor
struct ScrollViewport {
  /// The view's extent along the axis.
  var low: Double
  var high: Double
  /// The viewport's extent along the axis; `nil` outside a scroll view.
  var viewport: (low: Double, high: Double)?

  /// Whether the view's centre is before the viewport's.
  var isBefore: Bool {
    guard let viewport else { return false }
    return (low + high) / 2 < (viewport.low + viewport.high) / 2
  }

  /// How far the view is from just hidden (0) to the threshold (1).
  func progress(towards threshold: ScrollTransitionConfiguration.Threshold) -> Double {
    guard let viewport else { return 1 }
    let length = viewport.high - viewport.low
    let inset = min(max(threshold.inset, -length), length / 2)
    let visibleLow = viewport.low + inset
    let visibleHigh = viewport.high - inset
    if threshold.inset.isInfinite {
      let centre = (viewport.low + viewport.high) / 2
      return low <= centre && centre <= high ? 1 : 0
    }
    let extent = high - low
    let visible = max(0, min(high, visibleHigh) - max(low, visibleLow))
    let fraction =
      extent > 0 ? visible / extent : (low >= visibleLow && high <= visibleHigh ? 1 : 0)
    guard threshold.amount > 0 else { return fraction > 0 ? 1 : 0 }
    return min(fraction / threshold.amount, 1)
  }

  /// The position of a node in the nearest scroll view around it, its content offset applied.
  static func position(of node: ViewNode, axis: Axis?) -> ScrollViewport {
    var frame = node.layoutBox?.frame ?? node.layoutFrame
    var ancestor = node.parent
    while let current = ancestor {
      if let box = current.layoutBox, case .scrollView(let axes) = box.kind,
        let viewport = box.frame
      {
        // The content is drawn moved by the scroll offset; layout frames are not.
        if let offset = (current.view as? any ScrollViewportView)?.offset {
          frame = frame.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        let vertical = axis.map { $0 == .vertical } ?? axes.contains(.vertical)
        return vertical
          ? ScrollViewport(
            low: Double(frame.minY),
            high: Double(frame.maxY),
            viewport: (Double(viewport.minY), Double(viewport.maxY))
          )
          : ScrollViewport(
            low: Double(frame.minX),
            high: Double(frame.maxX),
            viewport: (Double(viewport.minX), Double(viewport.maxX))
          )
      }
      ancestor = current.parent
    }
    return ScrollViewport(low: Double(frame.minY), high: Double(frame.maxY), viewport: nil)
  }
}
