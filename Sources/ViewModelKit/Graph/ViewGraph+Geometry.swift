import Foundation

extension ViewGraph {
  /// Gives every `GeometryReader` whose geometry changed in the last layout its new geometry and
  /// evaluates it again, in the current pass's transaction; returns whether any did.
  ///
  /// The renderer calls it after laying out, and lays out again when it returns `true`.
  func updateGeometryReaders(transaction: Transaction) -> Bool {
    guard !geometryReaders.isEmpty else { return false }
    geometryReaders.removeAll { $0.isRemoved }
    var changed = false
    for node in geometryReaders {
      guard let state = node.modifierState as? GeometryState else { continue }
      let proxy = Self.geometry(of: node)
      guard proxy != state.proxy else { continue }
      state.proxy = proxy
      markDirty(node, cause: .parent, property: nil)
      changed = true
    }
    guard changed, let root else { return false }
    update(
      root,
      with: nil,
      context: UpdateContext(environment: rootEnvironment, transaction: transaction)
    )
    runAfterPass()
    return true
  }

  /// The geometry of a reader's node at its last layout, moved as it is drawn.
  ///
  /// The offsets (`offset(x:y:)`) and the scroll views' content offsets around the reader move
  /// it, as SwiftUI's geometry effects do. A named space moves by those around the space only.
  static func geometry(of node: ViewNode) -> GeometryProxy {
    // Walking up, `passed` sums the shifts of the ancestors seen so far, which a named space
    // found later does not get; what it gets is the total less those.
    var spaces: [(name: AnyHashable, frame: CGRect, passed: CGSize)] = []
    var passed = CGSize.zero
    var ancestor = node.parent
    while let current = ancestor {
      if let space = current.primitiveModifier as? _CoordinateSpaceModifier {
        let frame = current.layoutBox?.frame ?? current.layoutFrame
        spaces.append((space.name, frame, passed))
      }
      passed = passed.adding(current.shiftOfDescendants)
      ancestor = current.parent
    }
    let total = passed
    let frame = (node.layoutBox?.frame ?? .zero).shifted(by: total)
    let layers = node.layoutBox?.placement?.safeArea ?? []
    return GeometryProxy(
      globalFrame: frame,
      namedSpaces: spaces.map { space in
        GeometryProxy.NamedSpace(
          name: space.name,
          frame: space.frame.shifted(by: total.adding(space.passed, times: -1))
        )
      },
      safeAreaInsets: SafeAreaLayer.insets(of: frame, in: layers)
    )
  }
}

extension ViewNode {
  /// How far this node's drawing moves its descendants from their layout frames: an
  /// `offset(x:y:)`'s offset (a scroll view moves its content by its offset with one too).
  var shiftOfDescendants: CGSize {
    (primitiveModifier as? _OffsetEffect)?.offset ?? .zero
  }

  /// How far the drawing moves this node from its layout frame: the sum of its ancestors'
  /// ``shiftOfDescendants``.
  var drawnShift: CGSize {
    var shift = CGSize.zero
    var ancestor = parent
    while let current = ancestor {
      shift = shift.adding(current.shiftOfDescendants)
      ancestor = current.parent
    }
    return shift
  }
}

extension CGSize {
  /// This size with `other` (times `factor`) added, on each axis.
  func adding(_ other: CGSize, times factor: CGFloat = 1) -> CGSize {
    CGSize(width: width + other.width * factor, height: height + other.height * factor)
  }
}

extension CGRect {
  /// This rectangle moved by `shift`.
  func shifted(by shift: CGSize) -> CGRect {
    offsetBy(dx: shift.width, dy: shift.height)
  }
}
