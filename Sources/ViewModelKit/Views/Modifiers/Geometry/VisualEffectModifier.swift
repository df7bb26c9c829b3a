import Foundation

/// A visual effect worked out from the view's geometry after each layout:
/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)`.
public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  /// The effect for the view's node at its current layout.
  let resolve: @MainActor (ViewNode) -> GeometryEffectResult

  func didInsert(node: ViewNode) {
    node.graph.geometryEffectNodes().insert(node)
  }

  func willRemove(node: ViewNode) {
    node.graph.geometryEffects?.remove(node)
  }
}

extension View {
  /// Applies effects worked out from this view's geometry, without changing its layout.
  ///
  /// The closure gets ``EmptyVisualEffect`` and the view's ``GeometryProxy`` (its frame as
  /// layout placed it); it runs after every layout, and a change of its result is animated with
  /// the transaction of the update that moved the view.
  ///
  /// ```swift
  /// Text(row.title).visualEffect { content, proxy in
  ///   content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
  /// }
  /// ```
  ///
  /// Differences from SwiftUI: the chain is drawn as one offset, scale, rotation and opacity
  /// (see ``VisualEffect``); the proxy sees the layout, not the frames of a running animation.
  ///
  /// - Parameter effect: The effect for a geometry.
  /// - Returns: The view with the effect.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(
      _VisualEffectModifier { node in
        GeometryEffectResult(
          values: effect(EmptyVisualEffect(), ViewGraph.geometry(of: node)).values
        )
      }
    )
  }
}

/// What a geometry-dependent effect draws, and the animation of its changes when it has its
/// own (an animated scroll transition) rather than the update's.
struct GeometryEffectResult {
  var values: _VisualEffectValues
  var hasOwnAnimation = false
  var animation: Animation?
}

/// The nodes whose effects depend on their geometry; a graph has one only once a view uses
/// `visualEffect` or `scrollTransition`, so other renders do no work for them.
@MainActor
final class GeometryEffectNodes {
  private(set) var nodes: [ViewNode] = []
  /// The nodes evaluated at least once (a first evaluation jumps).
  var evaluated: Set<Int> = []

  func insert(_ node: ViewNode) {
    nodes.append(node)
  }

  func remove(_ node: ViewNode) {
    nodes.removeAll { $0 === node }
    evaluated.remove(node.id)
  }
}

extension ViewGraph {
  /// The graph's geometry-dependent effects, made when the first view uses one.
  func geometryEffectNodes() -> GeometryEffectNodes {
    if let nodes = geometryEffects { return nodes }
    let nodes = GeometryEffectNodes()
    geometryEffects = nodes
    return nodes
  }
}
