package import Foundation

/// One safe area a container gives the views inside it: the container's rect, the insets that
/// are not safe (under a navigation bar, a bottom toolbar, a tab bar, a `safeAreaInset`), and,
/// for a navigation screen, the bars drawn in those insets.
///
/// The layout engine keeps the layers around the box it places, innermost last, as SwiftUI keeps
/// a chain of safe-area elements: a container proposes its content the safe rect and places it
/// there, and a view resolves its own insets against the chain (see ``insets(of:in:)``).
///
/// ```swift
/// let screen = SafeAreaLayer(
///   outer: CGRect(x: 0, y: 0, width: 390, height: 844),
///   insets: EdgeInsets(top: 44, leading: 0, bottom: 0, trailing: 0)
/// )
/// SafeAreaLayer.insets(of: CGRect(x: 0, y: 44, width: 390, height: 800), in: [screen]).top  // 44
/// ```
package struct SafeAreaLayer: Hashable, Sendable {
  /// The container's rect, in screen coordinates.
  package var outer: CGRect
  /// How far each edge of the safe rect is inside `outer`.
  package var insets: EdgeInsets
  /// The bars of a navigation screen, `nil` for other containers.
  package var bars: ScreenBars?

  /// The heights of a navigation screen's bars (0 for a bar that is not shown), and what its
  /// navigation bar draws.
  package struct ScreenBars: Hashable, Sendable {
    /// The navigation bar's height, with its large title.
    package var top: CGFloat
    /// The bottom toolbar's height.
    package var bottom: CGFloat
    /// Whether the title shows large, below the bar's row of 44 points.
    package var isLargeTitle = false
    /// The layout box of the title modifier whose title the bar draws.
    package var titleOwner: Int?
    /// Whether a `.principal` toolbar item replaces the inline title.
    package var hidesInlineTitle = false
    /// Whether the bar draws a back button.
    package var showsBackButton = false
    /// Where the leading toolbar items start: past the back button when it is shown.
    package var leadingInset: CGFloat = 0
  }

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - outer: The container's rect.
  ///   - insets: The insets of the safe rect.
  ///   - bars: The bars of a navigation screen.
  package init(outer: CGRect, insets: EdgeInsets, bars: ScreenBars? = nil) {
    self.outer = outer
    self.insets = insets
    self.bars = bars
  }

  /// The safe rect: `outer` less the insets.
  package var inner: CGRect {
    CGRect(
      x: outer.minX + insets.leading,
      y: outer.minY + insets.top,
      width: max(0, outer.width - insets.leading - insets.trailing),
      height: max(0, outer.height - insets.top - insets.bottom)
    )
  }

  /// The safe-area insets of a view at `frame`: on each edge, how far the view may extend into
  /// the unsafe part of the containers around it.
  ///
  /// SwiftUI's rule, layer by layer from the innermost out: an edge of the view that lies
  /// between a layer's safe edge and its container edge (touching the safe edge counts) reaches
  /// out to the container edge. A view inside the safe area (not touching its edge) gets no
  /// inset on that side, and neither does a view already at the container edge.
  ///
  /// - Parameters:
  ///   - frame: The view's frame, in screen coordinates.
  ///   - layers: The layers around the view, innermost last.
  /// - Returns: The insets.
  package static func insets(of frame: CGRect, in layers: [SafeAreaLayer]) -> EdgeInsets {
    guard !layers.isEmpty else { return EdgeInsets() }
    let epsilon: CGFloat = 0.001
    var rect = frame
    for layer in layers.reversed() {
      let inner = layer.inner
      let outer = layer.outer
      if layer.insets.top > 0, rect.minY - epsilon < inner.minY, outer.minY < rect.minY + epsilon {
        let delta = rect.minY - outer.minY
        rect.origin.y -= delta
        rect.size.height += delta
      }
      if layer.insets.bottom > 0, inner.maxY < rect.maxY + epsilon,
        rect.maxY - epsilon < outer.maxY
      {
        rect.size.height += outer.maxY - rect.maxY
      }
      if layer.insets.leading > 0, rect.minX - epsilon < inner.minX,
        outer.minX < rect.minX + epsilon
      {
        let delta = rect.minX - outer.minX
        rect.origin.x -= delta
        rect.size.width += delta
      }
      if layer.insets.trailing > 0, inner.maxX < rect.maxX + epsilon,
        rect.maxX - epsilon < outer.maxX
      {
        rect.size.width += outer.maxX - rect.maxX
      }
    }
    return EdgeInsets(
      top: frame.minY - rect.minY,
      leading: frame.minX - rect.minX,
      bottom: rect.maxY - frame.maxY,
      trailing: rect.maxX - frame.maxX
    )
  }

  /// The bars of the innermost navigation screen among `layers`, with its rect.
  static func screen(in layers: [SafeAreaLayer]) -> (rect: CGRect, bars: ScreenBars)? {
    for layer in layers.reversed() {
      if let bars = layer.bars { return (layer.outer, bars) }
    }
    return nil
  }
}

extension EdgeInsets {
  /// The insets on the edges in `edges`, zero on the others.
  func restricted(to edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0,
      leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0,
      trailing: edges.contains(.trailing) ? trailing : 0
    )
  }
}
