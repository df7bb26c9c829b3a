import Foundation
import ViewModelKit

/// Short constructors for layout trees, so a test reads like the SwiftUI view it stands for.
enum Tree {
  static func text(_ id: Int, _ string: String, lineLimit: Int? = nil) -> LayoutNode {
    LayoutNode(id: id, kind: .text(string, lineLimit: lineLimit))
  }

  static func shape(_ id: Int) -> LayoutNode { LayoutNode(id: id, kind: .shape) }

  static func spacer(_ id: Int, minLength: CGFloat? = nil) -> LayoutNode {
    LayoutNode(id: id, kind: .spacer(minLength: minLength))
  }

  static func empty(_ id: Int) -> LayoutNode { LayoutNode(id: id, kind: .empty) }

  static func vStack(
    _ id: Int,
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    _ children: LayoutNode...
  ) -> LayoutNode {
    LayoutNode(id: id, kind: .vStack(alignment: alignment, spacing: spacing), children: children)
  }

  static func hStack(
    _ id: Int,
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    _ children: LayoutNode...
  ) -> LayoutNode {
    LayoutNode(id: id, kind: .hStack(alignment: alignment, spacing: spacing), children: children)
  }

  static func zStack(
    _ id: Int,
    alignment: Alignment = .center,
    _ children: LayoutNode...
  ) -> LayoutNode {
    LayoutNode(id: id, kind: .zStack(alignment: alignment), children: children)
  }

  static func frame(
    _ id: Int,
    width: CGFloat? = nil,
    height: CGFloat? = nil,
    alignment: Alignment = .center,
    _ child: LayoutNode
  ) -> LayoutNode {
    LayoutNode(
      id: id,
      kind: .frame(width: width, height: height, alignment: alignment),
      children: [child]
    )
  }

  static func flexibleFrame(
    _ id: Int,
    minWidth: CGFloat? = nil,
    idealWidth: CGFloat? = nil,
    maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil,
    alignment: Alignment = .center,
    _ child: LayoutNode
  ) -> LayoutNode {
    let kind = LayoutKind.flexibleFrame(
      minWidth: minWidth,
      idealWidth: idealWidth,
      maxWidth: maxWidth,
      minHeight: minHeight,
      idealHeight: idealHeight,
      maxHeight: maxHeight,
      alignment: alignment
    )
    return LayoutNode(id: id, kind: kind, children: [child])
  }

  static func padding(_ id: Int, _ kind: LayoutKind, _ child: LayoutNode) -> LayoutNode {
    LayoutNode(id: id, kind: kind, children: [child])
  }

  /// SwiftUI's `.padding()`: 16 on every edge.
  static func padding(_ id: Int, _ child: LayoutNode) -> LayoutNode {
    padding(id, .padding(), child)
  }

  static func passthrough(_ id: Int, _ child: LayoutNode) -> LayoutNode {
    LayoutNode(id: id, kind: .passthrough, children: [child])
  }
}

/// A rectangle from four numbers, to keep expected frames on one line.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// A size from two numbers.
func size(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// A proposal from two optional numbers.
func proposal(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
  ProposedViewSize(width: width, height: height)
}
