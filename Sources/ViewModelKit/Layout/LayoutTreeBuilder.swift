import Foundation

/// Turns the graph's live nodes into the layout engine's tree.
///
/// User views and structural views (`TupleView`, `Group`, `ForEach`, `Optional`…) are
/// transparent: their children join the enclosing container's list, as SwiftUI's view lists do.
/// A modifier (or control) whose content flattens to several views lays them out in an implicit
/// `VStack` (SwiftUI applies the modifier to each view instead; this runtime keeps one frame per
/// modifier). Several views at the root are laid out in an implicit `VStack` too.
@MainActor
enum LayoutTreeBuilder {
  /// The layout tree of a graph; implicit stacks get negative ids.
  static func tree(of root: ViewNode) -> LayoutNode {
    var implicitID = 0
    let items = nodes(for: root, implicitID: &implicitID)
    return single(items, implicitID: &implicitID)
  }

  private static func single(_ items: [LayoutNode], implicitID: inout Int) -> LayoutNode {
    if items.count == 1 { return items[0] }
    implicitID -= 1
    if items.isEmpty { return LayoutNode(id: implicitID, kind: .empty) }
    return LayoutNode(
      id: implicitID,
      kind: .vStack(alignment: .center, spacing: nil),
      children: items
    )
  }

  /// The layout nodes a graph node contributes to its container.
  private static func nodes(for node: ViewNode, implicitID: inout Int) -> [LayoutNode] {
    let children = node.children.filter { !$0.isRemoved }
    func flattened() -> [LayoutNode] {
      children.flatMap { nodes(for: $0, implicitID: &implicitID) }
    }
    func wrap(_ kind: LayoutKind) -> [LayoutNode] {
      [
        LayoutNode(
          id: node.id,
          kind: kind,
          children: [single(flattened(), implicitID: &implicitID)]
        )
      ]
    }
    if let modifier = node.primitiveModifier {
      if let layer = modifier.layer {
        let content = children.filter { $0.key != .layer }
          .flatMap { nodes(for: $0, implicitID: &implicitID) }
        let layered = children.filter { $0.key == .layer }
          .flatMap { nodes(for: $0, implicitID: &implicitID) }
        let parts = [
          single(content, implicitID: &implicitID), single(layered, implicitID: &implicitID),
        ]
        return [
          LayoutNode(id: node.id, kind: .layered(alignment: layer.alignment), children: parts)
        ]
      }
      return wrap(layoutKind(of: modifier) ?? .passthrough)
    }
    guard let kind = leafOrContainerKind(of: node) else { return flattened() }
    switch kind {
    case .vStack, .hStack, .zStack:
      return [LayoutNode(id: node.id, kind: kind, children: flattened())]
    case .passthrough:
      return wrap(.passthrough)
    case .frame, .flexibleFrame:
      // A leaf with a fixed or flexible size of its own: a frame around nothing.
      let filler = LayoutNode(id: -1_000_000_000 - node.id, kind: .empty)
      return [LayoutNode(id: node.id, kind: kind, children: [filler])]
    default:
      return [LayoutNode(id: node.id, kind: kind)]
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
      nil
    }
  }

  /// The layout kind of a built-in view, or `nil` for transparent views.
  private static func leafOrContainerKind(of node: ViewNode) -> LayoutKind? {
    switch node.view {
    case let text as Text:
      return .text(text.content, lineLimit: node.environment.lineLimit)
    case let spacer as Spacer:
      return .spacer(minLength: spacer.minLength)
    case is EmptyView:
      return .empty
    case is Image:
      return .frame(width: 20, height: 20, alignment: .center)
    case let stack as any StackLayoutConvertible:
      return stack.layoutKind
    case is any ShapeViewProtocol, is Color:
      return .shape
    case is any TappableControl, is any ToggleControl, is any TextInputControl:
      return .passthrough
    case is Slider:
      return .flexibleFrame(
        minWidth: nil,
        idealWidth: nil,
        maxWidth: .infinity,
        minHeight: nil,
        idealHeight: 30,
        maxHeight: 30,
        alignment: .center
      )
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
  /// The fill colour, when the style is a colour.
  var fillColor: Color? { get }
  /// The shape's type name, as snapshots show it.
  var shapeTypeName: String { get }
}

extension _ShapeView: ShapeViewProtocol {
  func path(in rect: CGRect, data: Any?) -> Path {
    var copy = shape
    if let data = data as? Content.AnimatableData { copy.animatableData = data }
    return copy.path(in: rect)
  }

  var shapeData: any VectorArithmetic { shape.animatableData }

  var fillColor: Color? { style as? Color }

  var shapeTypeName: String { TypeNames.unqualified(Content.self) }
}
