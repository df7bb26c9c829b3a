import Dispatch

extension ViewHost {
  /// Applies changes made outside the host's own calls at the end of the main queue's turn, as
  /// SwiftUI does.
  ///
  /// A change made while no update runs (a view model's write from a `DispatchQueue.main.async`
  /// block, a task's write after an `await`) schedules one update on the main queue, however
  /// many changes follow before it runs; it applies them as ``flush()`` does. A change made by
  /// the host's own work (an interaction, an advance of time, an `onAppear` during an update) is
  /// applied by that work, as before. Time does not move: only changes are applied.
  ///
  /// A test that drives the host explicitly sees no difference: a synchronous test never lets
  /// the main queue run, and its explicit calls apply everything first.
  func scheduleUpdatesOnTheMainQueue() {
    graph.queue.setWake { [weak self] in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self?.runScheduledUpdate() }
      }
    }
  }

  /// The update a change scheduled: the changes recorded by now, applied.
  private func runScheduledUpdate() {
    graph.queue.scheduledUpdateBegins()
    guard !isClosed else { return }
    graph.flush()
    fireDueCompletions(renderer.takeDueCompletions())
  }
}
