import Foundation

/// What is drawn for one view identity: its animatable properties (frame, the effects of a
/// modifier, a shape's data), its transition phase, and, once removed in an animated transaction,
/// the frozen subtree that stays on screen until its transition ends.
@MainActor
final class RenderItem {
  // What a frame reads and writes comes first (stored properties are laid out in order), so
  // that ticking an item whose frame animates touches the first two cache lines of the object.
  //
  // The properties a frame reads and writes are touched only on the main actor and never while
  // another access to them is in progress (ticking a value does not call back into its item), so
  // they need no run-time exclusivity checks.
  @exclusivity(unchecked) var frame = AnimatedValue(CGRect.zero.animatableData) {
    didSet { note(.frame, frame.isAnimating) }
  }
  @exclusivity(unchecked) private(set) var animatingProperties: Animating = []
  /// Whether `shape` is set, read without copying the shape.
  @exclusivity(unchecked) private(set) var hasShape = false
  @exclusivity(unchecked) private var isPathStale = false
  /// The item's index among the renderer's animating items, or -1.
  @exclusivity(unchecked) var animatingSlot = -1
  let id: Int
  var type: String
  var text: String?
  /// Whether the item is a view of its own in snapshots (not a modifier, not structural).
  var isSnapshotNode = true
  var isModifier = false
  @exclusivity(unchecked) var opacity = AnimatedValue(1.0) {
    didSet { note(.opacity, opacity.isAnimating) }
  }
  @exclusivity(unchecked) var offset = AnimatedValue(CGSize.zero.animatableData) {
    didSet { note(.offset, offset.isAnimating) }
  }
  @exclusivity(unchecked) var scale = AnimatedValue(CGSize(width: 1, height: 1).animatableData) {
    didSet { note(.scale, scale.isAnimating) }
  }
  @exclusivity(unchecked) var rotation = AnimatedValue(0.0) {
    didSet { note(.rotation, rotation.isAnimating) }
  }
  var scaleAnchor = UnitPoint.center
  var rotationAnchor = UnitPoint.center
  @exclusivity(unchecked) var shapeData: ErasedAnimatedValue? {
    didSet { shapeDataDidChange() }
  }
  var shape: (any ShapeViewProtocol)? {
    didSet { hasShape = shape != nil }
  }
  var fill: Color?
  /// The paints of a shape or style-filling view, resolved in its environment.
  var paints: [ResolvedPaintLayer]?
  /// The version of the environment the paints were resolved in.
  var paintEnvironment = -1
  /// The shape a clip modifier clips its content to.
  var clip: ClipDescription?
  /// A text's runs and settings, resolved in its environment.
  var resolvedText: ResolvedText?
  /// The shape's path in the presented frame with the presented data.
  ///
  /// A frame that only resizes the shape leaves the path to be evaluated when it is read, so
  /// frames that nothing reads draw no path; the output is the same, since the path depends only
  /// on the shape, the presented size and the presented data.
  var path: Path? {
    if isPathStale { evaluatePath() }
    return storedPath
  }
  @exclusivity(unchecked) private var storedPath: Path?
  /// How many times the path was evaluated.
  @exclusivity(unchecked) private(set) var pathEvaluations = 0
  /// The node revision the item last described.
  var revision = -1

  /// The transition of the subtree rooted here, and how far it is from the identity state:
  /// 0 shows the view as it is, 1 shows the transition's active state.
  var transition: AnyTransition.Storage = .opacity
  @exclusivity(unchecked) var transitionPhase = AnimatedValue(0.0) {
    didSet { note(.transitionPhase, transitionPhase.isAnimating) }
  }
  var isRemovalTransition = false
  var isLeaving = false
  /// A leaving item's position among its parent's children when it was removed.
  var leavingIndex = 0

  /// The structure at the last render, for placing a leaving subtree.
  var parentID: Int?
  var childIDs: [Int] = []
  /// A leaving item's frozen children.
  @exclusivity(unchecked) var frozenChildren: [RenderItem] = []
  /// The render effect of a modifier such as `blur` or `shadow` (`nil` for other items).
  @exclusivity(unchecked) var effect: RenderEffect?

  init(id: Int, type: String) {
    self.id = id
    self.type = type
  }

  var presentedFrame: CGRect {
    var rect = CGRect.zero
    rect.animatableData = frame.presented
    return rect
  }

  var presentedOffset: CGSize {
    var size = CGSize.zero
    size.animatableData = offset.presented
    return size
  }

  var presentedScale: CGSize {
    var size = CGSize.zero
    size.animatableData = scale.presented
    return size
  }

  /// Which properties are animating, one bit each; kept up to date as they change, so that a
  /// frame reads one word of the item instead of every property.
  struct Animating: OptionSet {
    let rawValue: UInt8
    static let frame = Animating(rawValue: 1 << 0)
    static let opacity = Animating(rawValue: 1 << 1)
    static let offset = Animating(rawValue: 1 << 2)
    static let scale = Animating(rawValue: 1 << 3)
    static let rotation = Animating(rawValue: 1 << 4)
    static let transitionPhase = Animating(rawValue: 1 << 5)
    static let shapeData = Animating(rawValue: 1 << 6)
    static let effect = Animating(rawValue: 1 << 7)
    /// The effects that apply to the whole subtree.
    static let effects: Animating = [
      .opacity, .offset, .scale, .rotation, .transitionPhase, .effect,
    ]
  }

  private func note(_ property: Animating, _ isAnimating: Bool) {
    if isAnimating {
      animatingProperties.insert(property)
    } else {
      animatingProperties.remove(property)
    }
  }

  /// Brings the animating bit of the shape's data up to date after the data changed.
  func shapeDataDidChange() {
    note(.shapeData, shapeData?.isAnimating ?? false)
  }

  /// Brings the animating bit of the render effect up to date after its value changed.
  func effectDidChange() {
    note(.effect, effect?.data.isAnimating ?? false)
  }

  /// Whether any property of this item is between two values.
  var isAnimating: Bool { !animatingProperties.isEmpty }

  /// Evaluates every animation at `time` for frame `stamp`.
  ///
  /// Appends the completion listeners reported to `reported`. `evaluations` counts the
  /// evaluations of animations actually made (one shared by several values is made once per
  /// stamp).
  func tick(
    at time: FrameTime,
    stamp: Int,
    evaluations: inout Int,
    reported: inout ReportedListeners
  ) {
    // A property that is not animating reports nothing; only the animating ones are evaluated.
    // A shape whose data animates is redrawn at each frame; one that only resizes, when read.
    let properties = animatingProperties
    let redraw = properties.contains(.shapeData)
    let resize = properties.contains(.frame)
    if resize {
      frame.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
    }
    if !properties.isDisjoint(with: .effects) {
      if properties.contains(.opacity) {
        opacity.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
      }
      if properties.contains(.offset) {
        offset.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
      }
      if properties.contains(.scale) {
        scale.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
      }
      if properties.contains(.rotation) {
        rotation.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
      }
      if properties.contains(.transitionPhase) {
        transitionPhase.tick(
          at: time,
          stamp: stamp,
          evaluations: &evaluations,
          reported: &reported
        )
      }
      if properties.contains(.effect), let effect {
        effect.data.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
        effectDidChange()
      }
    }
    if redraw, let shapeData {
      shapeData.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
      shapeDataDidChange()
    }
    if redraw {
      evaluatePath()
    } else if resize, hasShape {
      isPathStale = true
    }
    if !frozenChildren.isEmpty {
      for child in frozenChildren {
        DeepStack.nest {
          child.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
        }
      }
    }
  }

  /// Evaluates the shape's path in the presented frame with the presented data.
  func evaluatePath() {
    isPathStale = false
    guard let shape else { return }
    let bounds = CGRect(origin: .zero, size: presentedFrame.size)
    storedPath = shape.path(in: bounds, data: shapeData?.presented)
    pathEvaluations += 1
  }

  /// Adds completion listeners to every property that is animating.
  func addListeners(logical: [Int], removal: [Int]) {
    frame.addListeners(logical: logical, removal: removal)
    opacity.addListeners(logical: logical, removal: removal)
    offset.addListeners(logical: logical, removal: removal)
    scale.addListeners(logical: logical, removal: removal)
    rotation.addListeners(logical: logical, removal: removal)
    transitionPhase.addListeners(logical: logical, removal: removal)
    shapeData?.addListeners(logical: logical, removal: removal)
    effect?.data.addListeners(logical: logical, removal: removal)
  }

  /// Whether an effect that applies to the whole subtree is animating.
  var isAnimatingEffect: Bool { !animatingProperties.isDisjoint(with: .effects) }

  /// How many properties are animating, for completion bookkeeping.
  var animatingCount: Int {
    [
      frame.isAnimating, opacity.isAnimating, offset.isAnimating, scale.isAnimating,
      rotation.isAnimating, transitionPhase.isAnimating, shapeData?.isAnimating ?? false,
      effect?.data.isAnimating ?? false,
    ]
    .filter { $0 }.count
  }
}
