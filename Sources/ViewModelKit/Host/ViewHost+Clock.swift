import Signals

extension ViewHost {
  /// The host's clock: its time is the host's virtual time, and a sleep on it ends at the frame
  /// it is due, when a test advances the host.
  ///
  /// ```swift
  /// let model = CountdownModel(clock: host.clock)
  /// try await host.clock.sleep(for: .seconds(1))  // ends when the host reaches 1 s
  /// ```
  public var clock: ViewHostClock { ViewHostClock(runtime: runtime) }

  /// The host's time as a duration, exact for whole frames: `.seconds(frameIndex) /
  /// framesPerSecond`, worked out in 64-bit halves (the frame index is never negative).
  var frameTime: Duration {
    let (seconds, remainder) = frameIndex.quotientAndRemainder(dividingBy: framesPerSecond)
    let scaled = remainder.multipliedFullWidth(by: 1_000_000_000_000_000_000)
    let attoseconds = framesPerSecond.dividingFullWidth(scaled).quotient
    return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(attoseconds))
  }

  /// Brings the host's virtual time to the current frame: ends the sleeps due by now and runs the
  /// main-queue and main-run-loop work due by now, in the host's work, then applies what changed.
  func advanceVirtualTime() {
    guard runtime.timeline.waitingCount > 0 || runtime.mainScheduler.pendingActionCount > 0 else {
      runtime.timeline.advance(to: frameTime)
      return
    }
    Diagnostics.$sink.withValue(graph.warnings) { runtime.advance(to: frameTime) }
    flush()
  }

  /// Runs the main-queue work scheduled for now in the host's work (a `receive(on:
  /// DispatchQueue.main)` delivery), before a flush applies changes.
  func runDueMainWork() {
    guard runtime.mainScheduler.pendingActionCount > 0 else { return }
    Diagnostics.$sink.withValue(graph.warnings) { runtime.runDueMainWork() }
  }

  /// Reports a request to move the host's time backwards; the time stays as it is.
  func warnBackwards(_ call: String) {
    Diagnostics.$sink.withValue(graph.warnings) {
      Diagnostics.warn(
        "\(call): the host's time moves only forward, by a finite amount (it is \(time) s); "
          + "nothing was advanced."
      )
    }
  }
}

/// Keeps a host's virtual time open while the host exists, and closes it when the host goes away:
/// waiting sleeps on its clock throw `CancellationError` and main-queue scheduling of its work goes
/// back to real time.
final class HostTimeKeeper {
  private var runtime: HostRuntime?

  /// Opens `runtime` for the host that owns this keeper.
  func open(_ runtime: HostRuntime) {
    self.runtime = runtime
    runtime.open()
  }

  deinit {
    runtime?.close()
  }
}
