/// An ``AnimatedValue`` whose value type is known only at run time: a shape's animatable data.
final class ErasedAnimatedValue {
  private var storage: any ErasedStorage

  init(_ value: any VectorArithmetic) {
    storage = Self.makeStorage(value)
  }

  private static func makeStorage<V: VectorArithmetic>(_ value: V) -> any ErasedStorage {
    Storage(value: AnimatedValue(value))
  }

  var presented: Any { storage.presented }
  /// Whether an animator runs; kept here (set after every change), so that asking at a frame
  /// does not reach the generic storage.
  private(set) var isAnimating = false
  /// The running animation, if any.
  var animation: Animation? { storage.animation }

  /// Sets a new target; a value of another type replaces the animation (a jump).
  ///
  /// - Returns: Whether the change started or joined an animation.
  @discardableResult
  func set(_ target: any VectorArithmetic, animation: Animation?, at time: FrameTime) -> Bool {
    guard let animates = storage.set(target, animation: animation, at: time) else {
      storage = Self.makeStorage(target)
      isAnimating = false
      return false
    }
    isAnimating = storage.isAnimating
    return animates
  }

  func addListeners(logical: [Int], removal: [Int]) {
    storage.addListeners(logical: logical, removal: removal)
  }

  func tick(
    at time: FrameTime,
    stamp: Int,
    evaluations: inout Int,
    reported: inout ReportedListeners
  ) {
    storage.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
    isAnimating = storage.isAnimating
  }

  private final class Storage<V: VectorArithmetic>: ErasedStorage {
    var value: AnimatedValue<V>

    init(value: AnimatedValue<V>) {
      self.value = value
    }

    var presented: Any { value.presented }
    var isAnimating: Bool { value.isAnimating }
    var animation: Animation? { value.animator?.animation }

    func set(_ target: any VectorArithmetic, animation: Animation?, at time: FrameTime) -> Bool? {
      guard let target = target as? V else { return nil }
      return value.set(target, animation: animation, at: time)
    }

    func addListeners(logical: [Int], removal: [Int]) {
      value.addListeners(logical: logical, removal: removal)
    }

    func tick(
      at time: FrameTime,
      stamp: Int,
      evaluations: inout Int,
      reported: inout ReportedListeners
    ) {
      value.tick(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
    }
  }
}

private protocol ErasedStorage: AnyObject {
  var presented: Any { get }
  var isAnimating: Bool { get }
  var animation: Animation? { get }
  func set(_ target: any VectorArithmetic, animation: Animation?, at time: FrameTime) -> Bool?
  func addListeners(logical: [Int], removal: [Int])
  func tick(
    at time: FrameTime,
    stamp: Int,
    evaluations: inout Int,
    reported: inout ReportedListeners
  )
}
