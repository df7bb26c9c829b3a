public import Foundation

/// The resolved tree at one instant: where each view is drawn, how opaque, what it shows, and
/// whether it is animating or leaving.
///
/// Modifiers are not nodes of their own: their effects show on the nodes they apply to (an
/// opacity multiplies down the tree, an offset or scale moves the frames below it). Structural
/// views are left out too.
///
/// A line shows a node's type, text, frame and effects; then what it paints unless that is one
/// plain colour fill (as lines always showed shapes): strokes with their style
/// (`stroke(blue, lineWidth: 8, lineCap: .round)`), gradients, materials, asset colours, a shape
/// drawn both filled and stroked, even-odd fills; then `trim(from:to:)` and
/// `clipShape(Circle)`.
///
/// ```swift
/// let rectangle = try #require(host.snapshot().first("Rectangle"))
/// #expect(rectangle.frame.width == 390)
/// ```
public struct ViewSnapshot: CustomStringConvertible, Sendable, Equatable {
  /// One drawn view.
  public struct Node: CustomStringConvertible, Sendable, Equatable {
    /// The view's type name, built-in types included (`"Text"`, `"Rectangle"`, `"VStack"`).
    public let type: String
    /// Where it is drawn, in screen coordinates, offsets and scales included.
    public let frame: CGRect
    /// Its effective opacity: its own times every ancestor's.
    public let opacity: Double
    /// The text it shows, for `Text`.
    public let text: String?
    /// The views it contains.
    public let children: [Node]
    /// Whether a property of it (or an effect of an ancestor) is animating.
    public let isAnimating: Bool
    /// Whether it was removed and is showing its removal transition.
    public let isLeaving: Bool
    /// The sum of the rotations applied to it.
    public let rotation: Angle
    /// Its fill, for colours and for shapes filled with one colour (resolved for the
    /// environment; `nil` for a stroked shape or a gradient, see ``drawings``).
    public internal(set) var fill: Color?
    /// A shape's outline, in the shape's own coordinates (origin at its frame's origin).
    public let path: Path?
    /// How it is painted, back to front: a shape's fills and strokes, a gradient's or
    /// material's fill of its frame; empty for a plain `Color` (see ``fill``) and other views.
    public internal(set) var drawings: [Drawing] = []
    /// The fractions of its shape's outline drawn, when the shape is trimmed.
    public internal(set) var trim: ClosedRange<CGFloat>?
    /// The clip applied to it (`clipShape`, `cornerRadius`, a shape `mask`), in screen
    /// coordinates; the innermost when clips are nested.
    public internal(set) var clip: Path?
    /// The name of the clip's shape (`Circle`, `RoundedRectangle(cornerRadius: 8)`).
    public internal(set) var clipShape: String?
    /// The render effects applied to it (its own and its ancestors'), outermost first: blur,
    /// shadow, colour adjustments, clipping, 3D rotation, blend mode, `hidden`….
    public let effects: [Effect]
    /// A text's runs and settings resolved in its environment; `nil` for other views.
    var resolvedText: ResolvedText?

    /// The first node of a type in this subtree, in tree order (this node included).
    ///
    /// - Parameter type: The type name.
    /// - Returns: The node, if there is one.
    public func first(_ type: String) -> Node? {
      var found: Node?
      walk { node, _ in
        if node.type == type { found = node }
        return found == nil
      }
      return found
    }

    /// Every node of a type in this subtree, in tree order (this node included).
    ///
    /// - Parameter type: The type name.
    /// - Returns: The nodes.
    public func all(_ type: String) -> [Node] {
      var result: [Node] = []
      walk { node, _ in
        if node.type == type { result.append(node) }
        return true
      }
      return result
    }

    public var description: String { lines(depth: 0).joined(separator: "\n") }

    func lines(depth: Int) -> [String] {
      var lines: [String] = []
      walk { node, below in
        lines.append(String(repeating: "  ", count: depth + below) + node.line)
        return true
      }
      return lines
    }

    /// The node's own line, without indentation.
    private var line: String {
      var line = type
      if let text { line += " \"\(text)\"" + textRuns.snapshotSuffix }
      line += " \(Format.rect(frame))"
      if opacity != 1 { line += " opacity \(Format.number(opacity))" }
      if rotation.radians != 0 { line += " rotation \(Format.number(rotation.degrees))°" }
      for drawing in drawings where !(drawings.count == 1 && drawing.isPlainFill) {
        line += " \(drawing)"
      }
      if let trim {
        line +=
          " trim(from: \(Format.number(Double(trim.lowerBound)))"
          + ", to: \(Format.number(Double(trim.upperBound))))"
      }
      if let clipShape { line += " clipShape(\(clipShape))" }
      if isAnimating { line += " animating" }
      if isLeaving { line += " leaving" }
      for effect in effects { line += " \(effect)" }
      return line
    }
  }

  /// The host's time when the snapshot was taken, in seconds.
  public let time: Double
  /// The screen size.
  public let size: CGSize
  /// The top-level views.
  public let roots: [Node]

  /// The first node of a type, in tree order.
  ///
  /// - Parameter type: The type name.
  /// - Returns: The node, if there is one.
  public func first(_ type: String) -> Node? {
    for root in roots {
      if let found = root.first(type) { return found }
    }
    return nil
  }

  /// Every node of a type, in tree order.
  ///
  /// - Parameter type: The type name.
  /// - Returns: The nodes.
  public func all(_ type: String) -> [Node] {
    roots.flatMap { $0.all(type) }
  }

  public var description: String {
    roots.flatMap { $0.lines(depth: 0) }.joined(separator: "\n")
  }
}

/// Number formatting for snapshots: whole numbers without decimals, others to three places.
enum Format {
  static func number(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }
}
