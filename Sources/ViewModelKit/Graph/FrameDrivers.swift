/// The views that must be evaluated again at every frame while they run (a keyframe animator, a
/// phase animator waiting for its next frame), and the time of the frame being shown.
///
/// The host advances them at every frame before the renderer's animations; a driver returns
/// whether it wants the next frame too. While any is registered the host counts as animating,
/// so `settle()` waits for them. A graph without drivers pays one emptiness check per frame.
@MainActor
final class FrameDrivers {
  /// The time of the frame being shown, in seconds of host time.
  private(set) var now: Double = 0
  private var drivers: [Driver] = []
  /// The renderer of the graph's host, for frames applied in place (see `DrivenFrame`).
  weak var renderer: Renderer?
  /// The frames deferred to the next flush, in the order their drivers asked for them.
  var dueFrames: [any DrivenFrame] = []
  /// How many frames were applied in place since the graph was made.
  var appliedInPlace = 0

  /// Whether no driver is registered.
  var isEmpty: Bool { drivers.isEmpty }

  /// Registers `tick` for `owner` (replacing the one it had), to be called at every frame.
  func register(_ owner: AnyObject, _ tick: @escaping (Double) -> Bool) {
    let id = ObjectIdentifier(owner)
    drivers.removeAll { $0.owner == id }
    drivers.append(Driver(owner: id, tick: tick))
  }

  /// Removes `owner`'s driver, if it has one.
  func unregister(_ owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    drivers.removeAll { $0.owner == id }
  }

  /// Moves to the frame at `time` and calls every driver, in the order they registered; those
  /// returning `false` are dropped.
  func advance(to time: Double) {
    now = time
    guard !drivers.isEmpty else { return }
    let current = drivers
    var finished: [ObjectIdentifier] = []
    for driver in current where !driver.tick(time) {
      finished.append(driver.owner)
    }
    if !finished.isEmpty {
      drivers.removeAll { finished.contains($0.owner) }
    }
  }
}

/// A registered driver: its owner's identity and what it calls at every frame (a struct, so
/// that the closure is called directly, not through the thunks a tuple's closure needs).
private struct Driver {
  let owner: ObjectIdentifier
  let tick: (Double) -> Bool
}

extension FrameDrivers {
  /// The drivers of the graph whose body is being evaluated, if any.
  static var current: FrameDrivers? { EvaluationContext.current?.node.graph.frameDrivers }
}
