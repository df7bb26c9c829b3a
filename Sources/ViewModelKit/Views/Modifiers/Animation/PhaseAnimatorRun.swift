import Foundation

/// Steps a phase animator through its phases: each step is a state write in a `withAnimation`
/// transaction whose logical completion takes the next step.
///
/// A step whose completion arrives in the same frame it was taken (no animation, or nothing that
/// animates) waits for the next frame before the next step, so phases without animations advance
/// one per frame instead of all at once.
@MainActor
final class PhaseAnimatorRun {
  /// Runs that began later make the completions of earlier ones do nothing.
  private var generation = 0
  private weak var drivers: FrameDrivers?

  /// Keeps the frame drivers of the graph the animator lives in (found while its body runs).
  func attach(_ drivers: FrameDrivers?) {
    if let drivers { self.drivers = drivers }
  }

  /// Starts a run: steps through `count` phases after `index`, ending at phase 0 when `loops`
  /// is false, forever otherwise.
  func start(
    count: Int,
    from index: Int,
    loops: Bool,
    step: @escaping (_ next: Int, _ completion: @escaping () -> Void) -> Void
  ) {
    generation += 1
    drivers?.unregister(self)
    guard count > 1 || !loops else { return }
    advance(from: index, count: count, loops: loops, generation: generation, step: step)
  }

  /// Ends the current run where it is.
  func stop() {
    generation += 1
    drivers?.unregister(self)
  }

  private func advance(
    from index: Int,
    count: Int,
    loops: Bool,
    generation: Int,
    step: @escaping (Int, @escaping () -> Void) -> Void
  ) {
    let next = (index + 1) % max(count, 1)
    let startedAt = drivers?.now
    step(next) { [weak self] in
      guard let self, self.generation == generation else { return }
      guard loops || next != 0 else { return }
      let proceed: () -> Void = { [weak self] in
        self?.advance(from: next, count: count, loops: loops, generation: generation, step: step)
      }
      guard let drivers = self.drivers, drivers.now == startedAt else { return proceed() }
      drivers.register(self) { [weak self] _ in
        if self?.generation == generation { proceed() }
        return false
      }
    }
  }
}
