extension ViewHost {
  /// The virtual time, in seconds since the host was created.
  public var time: Double { Double(frameIndex) / Double(framesPerSecond) }

  /// Whether any animation is running (a leaving view's transition and a running keyframe or
  /// phase animator included).
  public var isAnimating: Bool { renderer.isAnimating || !graph.frameDrivers.isEmpty }

  /// Moves the virtual clock forward by whole frames, evaluating every running animation at each
  /// frame, firing `withAnimation` completions when they are due, and applying the changes they (or
  /// anything else) make.
  ///
  /// Nothing sleeps.
  ///
  /// ```swift
  /// try host.tap("Details")
  /// host.advance(frames: 3)
  /// ```
  ///
  /// Work on the host's virtual time due at a frame runs at that frame: sleeps on ``clock`` end,
  /// and `DispatchQueue.main`/`RunLoop.main` scheduling and `Timer.publish` timers of the host's
  /// work fire. The tasks a sleep wakes continue when the main actor next runs; ``run(frames:)``
  /// runs them at their frame.
  ///
  /// - Parameter frames: How many frames; zero does nothing but flush, and a negative count is a
  ///   runtime warning (time never moves backwards).
  public func advance(frames: Int) {
    if frames < 0 { warnBackwards("advance(frames: \(frames))") }
    flush()
    for _ in 0..<max(0, frames) {
      stepFrame()
    }
  }

  /// Moves to the next frame: animations, completions, driven schedulers and virtual time.
  func stepFrame() {
    frameIndex += 1
    graph.frameDrivers.advance(to: time)
    // Animations first reach this frame; then work due at this instant runs, so a change it
    // makes starts its animation at this frame's time (showing its from-value now).
    fireDueCompletions(
      renderer.tick(to: FrameTime(frame: frameIndex, framesPerSecond: framesPerSecond))
    )
    flush()
    if let (scheduler, origin) = drivenScheduler {
      scheduler.advance(to: origin.advanced(by: .nanoseconds(Int((time * 1e9).rounded()))))
      flush()
    }
    advanceVirtualTime()
  }

  /// Moves the virtual clock forward by a duration, rounded to whole frames.
  ///
  /// ```swift
  /// host.advance(by: 0.5)  // 30 frames at 60 frames per second
  /// ```
  ///
  /// - Parameter seconds: The duration; zero does nothing, and a negative or NaN duration is a
  ///   runtime warning and does nothing.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else {
      if seconds != 0 { warnBackwards("advance(by: \(seconds))") }
      return
    }
    advance(frames: Int((seconds * Double(framesPerSecond)).rounded()))
  }

  /// Advances frame by frame until no animation runs and no answer of the host's network is on
  /// its way.
  ///
  /// A request that waits for the test to answer it (``HostNetwork/UnansweredRequests/wait``)
  /// does not hold it: only the test can answer it.
  ///
  /// - Parameter limit: The most virtual time to wait, in seconds (60 by default).
  /// - Throws: ``ViewHostError/neverSettles(after:running:)`` when animations still run after `limit`,
  ///   as a `repeatForever` animation does.
  public func settle(limit: Double = 60) throws {
    flush()
    let deadline = frameIndex + Int((limit * Double(framesPerSecond)).rounded())
    while isAnimating || awaitsNetworkAnswers {
      guard frameIndex < deadline else {
        throw ViewHostError.neverSettles(after: limit, running: renderer.runningAnimations)
      }
      advance(frames: 1)
    }
  }

  /// Makes one virtual time: from now on, advancing this host also advances `scheduler` to the
  /// same instant at every frame, so debounced and delayed events and animations move together.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let host = ViewHost(SearchView(model: SearchModel(scheduler: scheduler)))
  /// host.drive(scheduler)
  /// host.advance(by: 0.5)  // the debounce fires at 0.3 s, its animation runs until 0.5 s
  /// ```
  ///
  /// - Parameter scheduler: The scheduler; its current time is aligned with the host's.
  public func drive(_ scheduler: TestScheduler) {
    let offset = Int((time * 1e9).rounded())
    drivenScheduler = (scheduler, scheduler.now.advanced(by: .nanoseconds(-offset)))
  }

  /// Records a value of the snapshot at the current time and after every frame of an advance.
  ///
  /// ```swift
  /// let widths = host.timeline(advancingBy: 0.5) { $0.first("Rectangle")?.frame.width ?? 0 }
  /// // [(time: 0.0, value: 390.0), (time: 0.0167, value: 388.9), …]
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: How long to advance.
  ///   - sample: Reads the value from a snapshot.
  /// - Returns: The samples, one per frame, the current time first.
  public func timeline<Value>(
    advancingBy seconds: Double,
    _ sample: (ViewSnapshot) -> Value
  ) -> [(time: Double, value: Value)] {
    flush()
    var samples = [(time: time, value: sample(snapshot()))]
    let frames = Int((max(0, seconds) * Double(framesPerSecond)).rounded())
    for _ in 0..<frames {
      advance(frames: 1)
      samples.append((time: time, value: sample(snapshot())))
    }
    return samples
  }

  func fireDueCompletions(_ completions: [AnimationCompletion]) {
    guard !completions.isEmpty else { return }
    Diagnostics.$sink.withValue(graph.warnings) {
      for completion in completions { completion.handler() }
    }
    graph.flush()
  }
}
