import Foundation

/// A render-only modifier of plain data (no references), whose value a driven frame reads where
/// it lies in the view value and whose effect it sets on the drawn item directly.
///
/// `setEffect` does what `Renderer.setEffects` does for a change without animation: a keyframe
/// animator's direct frames are compared with reconciled ones in `RenderOnlyFrameTests`.
@MainActor
protocol DirectRenderEffect: RenderOnlyModifier, Equatable {
  /// Sets the effect of the modifier stored at `value` on `item`, without animation.
  static func setEffect(at value: UnsafeRawPointer, on item: RenderItem, renderer: Renderer)
  /// Whether the modifier stored at `new` equals the one stored at `old`.
  static func isSame(at new: UnsafeRawPointer, as old: UnsafeRawPointer) -> Bool
  /// The size of the modifier's value, in bytes.
  static var byteCount: Int { get }
}

extension DirectRenderEffect {
  static func isSame(at new: UnsafeRawPointer, as old: UnsafeRawPointer) -> Bool {
    new.load(as: Self.self) == old.load(as: Self.self)
  }

  static var byteCount: Int { _isPOD(Self.self) ? MemoryLayout<Self>.size : -1 }
}

extension _OpacityEffect: DirectRenderEffect {
  static func setEffect(at value: UnsafeRawPointer, on item: RenderItem, renderer: Renderer) {
    let effect = value.load(as: Self.self)
    item.opacity.jump(to: effect.opacity)
  }
}

extension _OffsetEffect: DirectRenderEffect {
  static func setEffect(at value: UnsafeRawPointer, on item: RenderItem, renderer: Renderer) {
    let effect = value.load(as: Self.self)
    item.offset.jump(to: effect.offset.animatableData)
  }
}

extension _ScaleEffect: DirectRenderEffect {
  static func setEffect(at value: UnsafeRawPointer, on item: RenderItem, renderer: Renderer) {
    let effect = value.load(as: Self.self)
    item.scaleAnchor = effect.anchor
    item.scale.jump(to: effect.scale.animatableData)
  }
}

extension _RotationEffect: DirectRenderEffect {
  static func setEffect(at value: UnsafeRawPointer, on item: RenderItem, renderer: Renderer) {
    let effect = value.load(as: Self.self)
    item.rotationAnchor = effect.anchor
    item.rotation.jump(to: effect.angle.animatableData)
  }
}

/// A modified view seen through its type: where its content and its modifier lie in it.
protocol DirectEffectChainLink {
  static var linkedContent: any View.Type { get }
  static var linkedModifier: Any.Type { get }
  static var contentOffset: Int? { get }
  static var modifierOffset: Int? { get }
}

extension ModifiedContent: DirectEffectChainLink where Content: View, Modifier: ViewModifier {
  static var linkedContent: any View.Type { Content.self }
  static var linkedModifier: Any.Type { Modifier.self }
  static var contentOffset: Int? { MemoryLayout<Self>.offset(of: \Self.content) }
  static var modifierOffset: Int? { MemoryLayout<Self>.offset(of: \Self.modifier) }
}

/// Marks the view that stands for a modified view in an animator's content closure: the closure
/// holds one and returns it at every call, so two results of the same closure hold the same one.
protocol DirectEffectPlaceholder {}

extension PlaceholderContentView: DirectEffectPlaceholder {}

/// Where the effect modifiers of a chain lie in the outermost view value (a keyframe animator's
/// content: `content.scaleEffect(…).rotationEffect(…).offset(…).opacity(…)`), so that a frame
/// compares and copies them in place instead of taking the value apart as existentials.
///
/// Made once per type (``make(for:)``); `nil` for a type that is not such a chain.
struct DirectEffectChain {
  /// One modified view of the chain, outermost first.
  struct Level {
    /// The type of the modified view (what its node holds).
    let type: any View.Type
    /// Where the modified view lies in the outermost value.
    let offset: Int
    /// Where its modifier lies in the outermost value, and its size.
    let modifierOffset: Int
    let modifierSize: Int
    let effect: any DirectRenderEffect.Type
  }

  let levels: [Level]
  /// The view the chain modifies.
  let leafType: any View.Type
  let leafOffset: Int
  let leafSize: Int
  /// Whether the leaf is an animator's placeholder (the same at every call of its closure).
  let leafIsPlaceholder: Bool
  /// Compares two leaves as the update pass compares views.
  let leafEquals: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// Whether the leaf stored at `new` is the view stored at `old`.
  func isSameLeaf(at new: UnsafeRawPointer, as old: UnsafeRawPointer) -> Bool {
    if leafIsPlaceholder || leafSize == 0 { return true }
    if memcmp(new + leafOffset, old + leafOffset, leafSize) == 0 { return true }
    return leafEquals(new + leafOffset, old + leafOffset)
  }

  @MainActor
  private static func make(for type: any View.Type) -> DirectEffectChain? {
    var levels: [Level] = []
    var current = type
    var base = 0
    while let link = current as? any DirectEffectChainLink.Type,
      let effect = link.linkedModifier as? any DirectRenderEffect.Type, effect.byteCount >= 0,
      let contentOffset = link.contentOffset, let modifierOffset = link.modifierOffset
    {
      levels.append(
        Level(
          type: current,
          offset: base,
          modifierOffset: base + modifierOffset,
          modifierSize: effect.byteCount,
          effect: effect
        )
      )
      base += contentOffset
      current = link.linkedContent
    }
    guard !levels.isEmpty else { return nil }
    return withLeaf(current, levels: levels, offset: base)
  }

  private static func withLeaf<Leaf: View>(
    _: Leaf.Type,
    levels: [Level],
    offset: Int
  ) -> DirectEffectChain {
    DirectEffectChain(
      levels: levels,
      leafType: Leaf.self,
      leafOffset: offset,
      leafSize: MemoryLayout<Leaf>.size,
      leafIsPlaceholder: Leaf.self is any DirectEffectPlaceholder.Type,
      leafEquals: { new, old in
        ValueEquality.equal(
          new.assumingMemoryBound(to: Leaf.self).pointee,
          old.assumingMemoryBound(to: Leaf.self).pointee
        )
      }
    )
  }

  @MainActor private static var known: [ObjectIdentifier: DirectEffectChain?] = [:]

  /// The chain of views of `type`, or `nil` when they are not effect modifiers around a view.
  @MainActor
  static func chain(for type: any View.Type) -> DirectEffectChain? {
    let key = ObjectIdentifier(type)
    if let chain = known[key] { return chain }
    let chain = make(for: type)
    known[key] = .some(chain)
    return chain
  }
}

/// One copy of a modifier's bytes from a new value into a view that holds the modifier: where
/// the bytes are read, where they go, and how many.
struct EffectCopy {
  let source: Int
  let target: Int
  let count: Int
}

extension DirectEffectChain {
  /// The copies that give the view at `levels[from]` (or the value holding the outermost one at
  /// `base`, for `from == nil`) the modifiers of its level and of those inside it.
  func copies(into from: Int?, base: Int = 0) -> [EffectCopy] {
    let start = from ?? 0
    let origin = from.map { levels[$0].offset } ?? base
    return levels[start...]
      .map { level in
        EffectCopy(
          source: level.modifierOffset,
          target: level.modifierOffset - origin,
          count: level.modifierSize
        )
      }
  }
}

extension View {
  /// Copies bytes of the value at `source` into this view, in place, as `copies` list them.
  nonisolated mutating func copyBytes(
    from source: UnsafeRawPointer,
    _ copies: UnsafeBufferPointer<EffectCopy>
  ) {
    withUnsafeMutableBytes(of: &self) { target in
      guard let address = target.baseAddress else { return }
      for copy in copies {
        (address + copy.target).copyMemory(from: source + copy.source, byteCount: copy.count)
      }
    }
  }
}
