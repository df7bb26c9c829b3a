import Foundation

/// What is drawn for one view identity: its animatable properties (frame, the effects of a
/// modifier, a shape's data), its transition phase, and, once removed in an animated transaction,
/// the frozen subtree that stays on screen until its transition ends.
@MainActor
final class RenderItem {
  let id: Int
  var type: String
  var text: String?
  /// Whether the item is a view of its own in snapshots (not a modifier, not structural).
  var isSnapshotNode = true
  var isModifier = false
  @exclusivity(unchecked) var frame = AnimatedValue(CGRect.zero.animatableData)
  @exclusivity(unchecked) var opacity = AnimatedValue(1.0)
  @exclusivity(unchecked) var offset = AnimatedValue(CGSize.zero.animatableData)
  @exclusivity(unchecked) var scale = AnimatedValue(CGSize(width: 1, height: 1).animatableData)
  @exclusivity(unchecked) var rotation = AnimatedValue(0.0)
  var scaleAnchor = UnitPoint.center
  var rotationAnchor = UnitPoint.center
  // The properties a frame reads and writes are touched only on the main actor and never while
  // another access to them is in progress (ticking a value does not call back into its item), so
  // they need no run-time exclusivity checks.
  @exclusivity(unchecked) var shapeData: ErasedAnimatedValue?
  var shape: (any ShapeViewProtocol)? {
    didSet { hasShape = shape != nil }
  }
  /// Whether `shape` is set, read without copying the shape.
  @exclusivity(unchecked) private(set) var hasShape = false
  var fill: Color?
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
  @exclusivity(unchecked) private var isPathStale = false
  /// How many times the path was evaluated.
  @exclusivity(unchecked) private(set) var pathEvaluations = 0
  /// The node revision the item last described.
  var revision = -1

  /// The transition of the subtree rooted here, and how far it is from the identity state:
  /// 0 shows the view as it is, 1 shows the transition's active state.
  var transition: AnyTransition.Storage = .opacity
  @exclusivity(unchecked) var transitionPhase = AnimatedValue(0.0)
  var isRemovalTransition = false
  var isLeaving = false
  /// A leaving item's position among its parent's children when it was removed.
  var leavingIndex = 0

  /// The structure at the last render, for placing a leaving subtree.
  var parentID: Int?
  var childIDs: [Int] = []
  /// A leaving item's frozen children.
  @exclusivity(unchecked) var frozenChildren: [RenderItem] = []

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

  /// Whether any property of this item is between two values.
  var isAnimating: Bool {
    frame.isAnimating || opacity.isAnimating || offset.isAnimating || scale.isAnimating
      || rotation.isAnimating || (shapeData?.isAnimating ?? false) || transitionPhase.isAnimating
  }

  /// Evaluates every animation at `time` for frame `stamp`.
  ///
  /// Returns the completion listeners reported. `evaluations` counts the evaluations of
  /// animations actually made (one shared by several values is made once per stamp).
  func tick(
    at time: Double,
    stamp: Int,
    evaluations: inout Int
  ) -> (
    logical: [Int], removed: [Int]
  ) {
    var logical: [Int] = []
    var removed: [Int] = []
    func collect(_ result: (logical: [Int], removed: [Int])) {
      if !result.logical.isEmpty { logical += result.logical }
      if !result.removed.isEmpty { removed += result.removed }
    }
    // A property that is not animating reports nothing; only the animating ones are evaluated.
    // A shape whose data animates is redrawn at each frame; one that only resizes, when read.
    let redraw = shapeData?.isAnimating ?? false
    let resize = frame.isAnimating
    if frame.isAnimating { collect(frame.tick(at: time, stamp: stamp, evaluations: &evaluations)) }
    if opacity.isAnimating {
      collect(opacity.tick(at: time, stamp: stamp, evaluations: &evaluations))
    }
    if offset.isAnimating {
      collect(offset.tick(at: time, stamp: stamp, evaluations: &evaluations))
    }
    if scale.isAnimating { collect(scale.tick(at: time, stamp: stamp, evaluations: &evaluations)) }
    if rotation.isAnimating {
      collect(rotation.tick(at: time, stamp: stamp, evaluations: &evaluations))
    }
    if transitionPhase.isAnimating {
      collect(transitionPhase.tick(at: time, stamp: stamp, evaluations: &evaluations))
    }
    if let shapeData, shapeData.isAnimating {
      collect(shapeData.tick(at: time, stamp: stamp, evaluations: &evaluations))
    }
    if redraw {
      evaluatePath()
    } else if resize, hasShape {
      isPathStale = true
    }
    for child in frozenChildren {
      collect(child.tick(at: time, stamp: stamp, evaluations: &evaluations))
    }
    return (logical, removed)
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
  }

  /// Whether an effect that applies to the whole subtree is animating.
  var isAnimatingEffect: Bool {
    opacity.isAnimating || offset.isAnimating || scale.isAnimating || rotation.isAnimating
      || transitionPhase.isAnimating
  }

  /// How many properties are animating, for completion bookkeeping.
  var animatingCount: Int {
    [
      frame.isAnimating, opacity.isAnimating, offset.isAnimating, scale.isAnimating,
      rotation.isAnimating, transitionPhase.isAnimating, shapeData?.isAnimating ?? false,
    ]
    .filter { $0 }.count
  }
}
