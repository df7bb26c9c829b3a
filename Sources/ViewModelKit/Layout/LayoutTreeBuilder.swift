import Foundation

/// Keeps the layout tree of the graph's live nodes between passes.
///
/// User views and structural views (`TupleView`, `Group`, `ForEach`, `Optional`…) are
/// transparent: their children join the enclosing container's list, as SwiftUI's view lists do.
/// A modifier (or control) whose content flattens to several views lays them out in an implicit
/// `VStack` (SwiftUI applies the modifier to each view instead; this runtime keeps one frame per
/// modifier). Several views at the root are laid out in an implicit `VStack` too.
///
/// Each node keeps its box and the boxes it contributes to its container. After a pass, only the
/// nodes the pass visited are looked at: a node whose children changed works out its boxes again
/// (and so do its transparent ancestors, up to the first with a box of its own); any other
/// visited node only updates its box's kind. The boxes themselves invalidate what changed.
@MainActor
enum LayoutTreeBuilder {
  /// How a node appears in the layout tree.
  private enum Role {
    /// A box of its own around one box made of its children (modifiers, controls).
    case wrapper(LayoutKind)
    /// A box of its own over its content, with a layer (`background`, `overlay`,
    /// `safeAreaInset`).
    case layered(LayoutKind)
    /// A stack of its children.
    case stack(LayoutKind)
    /// A leaf with a fixed or flexible size of its own: a frame around nothing.
    case sizedLeaf(LayoutKind)
    /// A leaf.
    case leaf(LayoutKind)
  }

  /// Brings the boxes of the visited nodes up to date and returns the root box.
  static func update(
    root: ViewNode,
    visited: [ViewNode],
    rootHelper: inout LayoutBox?
  ) -> LayoutBox {
    // The nodes with a box of their own whose boxes' children must be worked out again. (A
    // node whose kind is updated here may have its boxes worked out again by a later node's
    // walk; that sets the same kind.)
    var rebuilt: [ViewNode] = []
    for node in visited where !node.isRemoved {
      if !node.childrenChanged, node.layoutItems != nil {
        guard let box = node.layoutBox, let role = role(of: node) else { continue }
        let kind = kind(of: role)
        let regroupsRows = box.kind.isGrid != kind.isGrid
        box.setKind(kind)
        if let modifier = node.primitiveModifier { box.setBarTraits(barTraits(of: modifier)) }
        // A layout that became a grid, or stopped being one (`AnyLayout`), turns its
        // `GridRow`s from groups into rows of cells or back: its boxes are worked out again.
        guard regroupsRows else { continue }
        forgetRows(below: node)
      }
      var current = node
      while true {
        current.layoutItems = nil
        if current.layoutBox != nil {
          rebuilt.append(current)
          break
        }
        guard let parent = current.parent, parent.layoutItems != nil else { break }
        current = parent
      }
    }
    for node in rebuilt where !node.isRemoved { _ = items(for: node) }
    return single(items(for: root), helper: &rootHelper, id: -1)
  }

  private static func kind(of role: Role) -> LayoutKind {
    switch role {
    case .wrapper(let kind), .stack(let kind), .sizedLeaf(let kind), .leaf(let kind),
      .layered(let kind):
      kind
    }
  }

  /// One box for several: the only one, or an implicit `VStack` (empty for none) kept in `helper`.
  private static func single(_ items: [LayoutBox], helper: inout LayoutBox?, id: Int) -> LayoutBox {
    if items.count == 1 { return items[0] }
    let kind: LayoutKind = items.isEmpty ? .empty : .vStack(alignment: .center, spacing: nil)
    let box = helper ?? LayoutBox(id: id, kind: kind)
    helper = box
    box.setKind(kind)
    box.setChildren(items)
    return box
  }

  private static func single(
    _ items: [LayoutBox],
    of node: ViewNode,
    helper index: Int
  ) -> LayoutBox {
    let id = -2 - 2 * node.id - index
    return index == 0
      ? single(items, helper: &node.contentLayoutBox, id: id)
      : single(items, helper: &node.layerLayoutBox, id: id)
  }

  /// The boxes a graph node contributes to its container, worked out again when needed.
  private static func items(for node: ViewNode) -> [LayoutBox] {
    if let cached = node.layoutItems { return cached }
    return DeepStack.nest { freshItems(for: node) }
  }

  /// ``items(for:)`` worked out again.
  private static func freshItems(for node: ViewNode) -> [LayoutBox] {
    let children = node.children.filter { !$0.isRemoved }
    let result: [LayoutBox]
    if let role = role(of: node) {
      let box = node.layoutBox ?? LayoutBox(id: node.id, kind: kind(of: role))
      box.owner = node
      node.layoutBox = box
      box.setKind(kind(of: role))
      if let modifier = node.primitiveModifier { box.setBarTraits(barTraits(of: modifier)) }
      switch role {
      case .layered:
        let content = children.filter { $0.key != .layer }.flatMap(items(for:))
        let layered = children.filter { $0.key == .layer }.flatMap(items(for:))
        box.setChildren([
          single(content, of: node, helper: 0), single(layered, of: node, helper: 1),
        ])
      case .wrapper:
        box.setChildren([single(children.flatMap(items(for:)), of: node, helper: 0)])
      case .stack:
        box.setChildren(children.flatMap(items(for:)))
      case .sizedLeaf:
        let filler = node.contentLayoutBox ?? LayoutBox(id: -1_000_000_000 - node.id, kind: .empty)
        node.contentLayoutBox = filler
        box.setChildren([filler])
      case .leaf:
        box.setChildren([])
      }
      result = [box]
    } else {
      node.layoutBox = nil  // A `GridRow` that left its grid is a group: it has no box.
      result = children.flatMap(items(for:))
    }
    node.layoutItems = result
    return result
  }

  /// Forgets the boxes of the nodes under a container down to its items: the transparent
  /// nodes and the `GridRow`s, whose role depends on the container.
  private static func forgetRows(below node: ViewNode) {
    for child in node.children where !child.isRemoved {
      guard child.layoutBox == nil || child.view is any GridRowView else { continue }
      child.layoutItems = nil
      DeepStack.nest { forgetRows(below: child) }
    }
  }

  /// How a node appears, or `nil` for a transparent one.
  private static func role(of node: ViewNode) -> Role? {
    if let modifier = node.primitiveModifier {
      if let layer = modifier.layer {
        return .layered(layoutKind(of: modifier) ?? .layered(alignment: layer.alignment))
      }
      return .wrapper(layoutKind(of: modifier) ?? .passthrough)
    }
    guard let kind = leafOrContainerKind(of: node) else { return nil }
    switch kind {
    case .gridRow where !node.isInGrid:
      return nil  // Outside a grid a row is a group, as in SwiftUI.
    case .vStack, .hStack, .zStack, .geometryReader, .viewThatFits, .lazyVStack, .lazyHStack,
      .grid, .gridRow, .lazyGrid, .screens, .lazyWindow, .listSection, .tabView, .toolbarRows,
      .navigationBarContent, .custom:
      return .stack(kind)
    case .scrollView: return .wrapper(kind)
    case .passthrough, .divider: return .wrapper(kind)
    case .flexibleFrame where node.view is any TextFieldLayout: return .wrapper(kind)
    case .frame, .flexibleFrame: return .sizedLeaf(kind)
    default: return .leaf(kind)
    }
  }

  private static func layoutKind(of modifier: any PrimitiveModifier) -> LayoutKind? {
    switch modifier {
    case let frame as _FrameLayout:
      .frame(width: frame.width, height: frame.height, alignment: frame.alignment)
    case let frame as _FlexFrameLayout:
      .flexibleFrame(
        minWidth: frame.minWidth,
        idealWidth: frame.idealWidth,
        maxWidth: frame.maxWidth,
        minHeight: frame.minHeight,
        idealHeight: frame.idealHeight,
        maxHeight: frame.maxHeight,
        alignment: frame.alignment
      )
    case let padding as _PaddingLayout:
      .padding(padding.insets)
    default:
      FailedCasts.cast(modifier, to: (any LayoutModifier).self)?.layoutKind
    }
  }

  /// What a modifier says about its navigation screen's bars.
  private static func barTraits(of modifier: any PrimitiveModifier) -> NavigationBarTraits? {
    switch modifier {
    case let bar as _NavigationBarModifier: bar.traits
    case let toolbar as _ToolbarModifier: toolbar.traits
    default: nil
    }
  }

  /// The layout kind of a built-in view, or `nil` for transparent views.
  private static func leafOrContainerKind(of node: ViewNode) -> LayoutKind? {
    guard node.facts.contains(.layoutCandidate) else { return nil }
    switch node.view {
    case let text as Text:
      return text.layoutKind(in: node.environment)
    case let spacer as Spacer:
      return .spacer(minLength: spacer.minLength)
    case is EmptyView:
      return .empty
    case let image as Image:
      return image.layoutKind(in: node.environment)
    case let lazy as any NodeLayoutConvertible:
      return lazy.layoutKind(of: node)
    case let stack as any StackLayoutConvertible:
      return stack.layoutKind
    case is any ShapeViewProtocol, is Color, is any StyleFillingView:
      return .shape
    case let control as any ControlLayout:
      return control.layoutKind
    case is any TextFieldLayout:
      return TextFieldLayoutRule.layoutKind(in: node.environment)
    case is any TappableControl, is any ToggleControl, is any TextInputControl:
      return .passthrough
    default:
      return nil
    }
  }
}

/// Stacks, as layout containers.
@MainActor
protocol StackLayoutConvertible {
  var layoutKind: LayoutKind { get }
}

extension VStack: StackLayoutConvertible {
  var layoutKind: LayoutKind { .vStack(alignment: alignment, spacing: spacing) }
}

extension HStack: StackLayoutConvertible {
  var layoutKind: LayoutKind { .hStack(alignment: alignment, spacing: spacing) }
}

extension ZStack: StackLayoutConvertible {
  var layoutKind: LayoutKind { .zStack(alignment: alignment) }
}

/// A filled shape, seen without its generic types.
@MainActor
protocol ShapeViewProtocol {
  /// The shape's path in a rectangle, with its animatable data replaced by `data` when given.
  func path(in rect: CGRect, data: Any?) -> Path
  /// The shape's animatable data, type-erased.
  var shapeData: any VectorArithmetic { get }
  /// The shape's type name, as snapshots show it.
  var shapeTypeName: String { get }
}
