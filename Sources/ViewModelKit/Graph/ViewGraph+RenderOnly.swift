/// A built-in modifier whose value changes only what is drawn: not the layout, the environment,
/// the transaction or the children of its content, and nothing its node keeps between updates.
///
/// When a re-evaluated body differs from the last one only in such values (a keyframe animator's
/// content at each frame: `scaleEffect`, `rotationEffect`, `offset`, `opacity`), the update pass
/// patches the nodes in place instead of reconciling them, and the render skips the layout and
/// sets the new effects on the drawn items (see ``ViewGraph/patchRenderOnly(_:body:context:)``).
@MainActor
protocol RenderOnlyModifier: PrimitiveModifier {
  /// Whether `other` (a modifier of the same node) has this modifier's value, so that a new
  /// view value with it brings nothing new.
  func isSameRenderValue(as other: any PrimitiveModifier) -> Bool
}

extension RenderOnlyModifier where Self: Equatable {
  func isSameRenderValue(as other: any PrimitiveModifier) -> Bool {
    (other as? Self) == self
  }
}

extension _OpacityEffect: RenderOnlyModifier {}
extension _OffsetEffect: RenderOnlyModifier {}
extension _ScaleEffect: RenderOnlyModifier {}
extension _RotationEffect: RenderOnlyModifier {}

/// `onAppear`/`onDisappear`: their actions run when the view is inserted or removed, with the
/// latest view value's action, so a new value (always new: closures never compare equal) only
/// replaces the one that runs.
extension _AppearanceActionModifier: RenderOnlyModifier {
  func isSameRenderValue(as other: any PrimitiveModifier) -> Bool { false }
}

/// Takes a modified view apart: its content and its render-only modifier.
typealias RenderOnlyOpener = (any View) -> (content: any View, modifier: any RenderOnlyModifier)

/// The openers of modified views by type, made once per type so that a frame takes its views
/// apart without looking up conformances.
@MainActor
enum RenderOnlyOpeners {
  private static var known: [ObjectIdentifier: RenderOnlyOpener?] = [:]

  /// The opener of views of `view`'s type, or `nil` when it is not a modified view with a
  /// render-only modifier.
  static func opener(for view: any View) -> RenderOnlyOpener? {
    let key = ObjectIdentifier(type(of: view))
    if let opener = known[key] { return opener }
    let opener = (view as? any RenderOnlyOpening)?.renderOnlyOpener
    known[key] = .some(opener)
    return opener
  }
}

/// A view that may be a modified view with a render-only modifier.
@MainActor
protocol RenderOnlyOpening {
  var renderOnlyOpener: RenderOnlyOpener? { get }
}

extension ModifiedContent: RenderOnlyOpening where Content: View, Modifier: ViewModifier {
  var renderOnlyOpener: RenderOnlyOpener? {
    guard let modifier = Modifier.self as? any RenderOnlyModifier.Type else { return nil }
    return Self.opener(modifier)
  }

  private static func opener<M: RenderOnlyModifier>(_: M.Type) -> RenderOnlyOpener {
    { view in
      let modified = view as! Self
      return (modified.content, modified.modifier as! M)
    }
  }
}

extension ViewGraph {
  /// Applies the new body of a re-evaluated node in place when it differs from the last one only
  /// in render-only modifier values (``RenderOnlyModifier``) on a chain of modifiers around an
  /// unchanged view; returns `false`, having changed nothing, when it must be reconciled.
  ///
  /// The nodes whose values change take them as reconciling would have given them (new value,
  /// revision, transaction, visit); they are marked render-only, so that the render sets their
  /// effects without laying out or describing them again. The result is the same as reconciling:
  /// `RenderOnlyFrameTests` compares both.
  func patchRenderOnly(_ node: ViewNode, body: any View, context: UpdateContext) -> Bool {
    guard patchesRenderOnlyChanges, !node.isNew, node.children.count == 1,
      matchedGeometry == nil, geometryEffects == nil
    else { return false }
    var current = node.children[0]
    guard current.key == .body else { return false }
    var view = body
    // The chain of nodes with a render-only modifier, with their new values, outermost first.
    var chain: [(node: ViewNode, view: any View, modifier: any RenderOnlyModifier)] = []
    var deepestChange = -1
    while true {
      guard type(of: current.view) == type(of: view), !current.needsVisit,
        current.dirtyCause == nil, current.environment.version == context.environment.version
      else { return false }
      guard let open = RenderOnlyOpeners.opener(for: view) else { break }
      let parts = open(view)
      guard current.children.count == 1, let old = current.primitiveModifier else {
        return false
      }
      if !parts.modifier.isSameRenderValue(as: old) { deepestChange = chain.count }
      chain.append((current, view, parts.modifier))
      current = current.children[0]
      guard current.key == .content else { return false }
      view = parts.content
    }
    // Below the chain the view must be the same, or its node would be updated too.
    guard !chain.isEmpty, ValueEquality.equal(current.view, view) else { return false }
    for (changed, value, modifier) in chain.prefix(deepestChange + 1) {
      visitCount += 1
      changed.view = value
      changed.cachePrimitiveModifier(modifier)
      changed.revision += 1
      changed.transaction = context.transaction
      changed.isRenderOnlyChange = true
      if !changed.pendingChildren.isEmpty { changed.pendingChildren = [] }
      touched.append(changed)
    }
    // The first unchanged node is checked and left as it is.
    visitCount += 1
    renderOnlyPatches += 1
    return true
  }
}
