extension ViewHost {
  /// How many yields of the main actor ``run()`` makes before it decides that task work never
  /// stops.
  public static var taskRoundLimit: Int { 10_000 }

  /// How many tasks started by this host's views (`.task`) are still running: suspended, waiting
  /// or working.
  public var runningTaskCount: Int { runtime.runningTaskCount }

  /// The tasks started by this host's views that are still running, in the order they started,
  /// each named after the view whose body declared it: `"SearchScreen.task(id: swi)"`.
  ///
  /// ```swift
  /// await host.run()
  /// #expect(host.runningTasks == ["FeedScreen.task"])  // its `for await` loop waits for events
  /// ```
  public var runningTasks: [String] { runtime.runningTasks }

  /// Runs the work the host's tasks can do now, until none can proceed, and applies the changes
  /// it makes.
  ///
  /// The asynchronous counterpart of ``flush()``: started `.task`s run up to their next wait that
  /// only time can end (a sleep on ``clock``, a timer, scheduled main-queue work), or that only a
  /// test can end (an `AsyncStream` nobody feeds), or to their end. Nothing sleeps.
  ///
  /// ```swift
  /// let host = ViewHost(CatalogScreen(model: model))
  /// await host.run()            // the `.task` called `await service.load()` and waits on the clock
  /// await host.run(for: 1)      // the reply arrives at 1 s; the list shows it
  /// ```
  ///
  /// How it works, and what it needs to be deterministic: the host's tasks run their main-actor
  /// parts on the main actor and their nonisolated parts on a task executor that runs them on the
  /// main queue too, in order. `run()` yields the main actor (each yield lets every job queued
  /// before it run) and flushes, until three yields in a row make no progress (no task job, no
  /// sleep begun or ended, no main-queue work, no update). Work that leaves for another executor
  /// (a custom actor's executor, `Task.detached`, a thread) returns at a time the host does not
  /// control. A task that keeps working without waiting is a runtime warning after
  /// ``taskRoundLimit`` yields, and `run()` returns.
  public func run() async {
    var quietRounds = 0
    var rounds = 0
    while quietRounds < 3 {
      rounds += 1
      guard rounds <= Self.taskRoundLimit else {
        Diagnostics.$sink.withValue(graph.warnings) {
          Diagnostics.warn(
            "Task work was still running after \(Self.taskRoundLimit) yields of the main actor; "
              + "a task probably loops without waiting on anything (run() stopped; the "
              + "\(runningTaskCount) running tasks keep running)."
          )
        }
        return
      }
      let before = progressMark
      await Task.yield()
      flush()
      quietRounds = progressMark == before ? quietRounds + 1 : 0
    }
  }

  /// Advances the host's time frame by frame, and at each frame runs the task work it wakes (a
  /// sleep that ends, a timer that fires) to quiescence, as ``run()`` does.
  ///
  /// So a task that sleeps 0.3 s on ``clock`` from time 0 continues at frame 18, and the change
  /// it makes there starts its animation at 0.3 s.
  ///
  /// ```swift
  /// try host.type("swi", into: "Search")
  /// await host.run(for: 0.3)  // the debounced search ran at 0.3 s
  /// ```
  ///
  /// - Parameter seconds: The duration, rounded to whole frames; a negative or NaN duration is a
  ///   runtime warning and does nothing.
  public func run(for seconds: Double) async {
    guard seconds.isFinite, seconds >= 0 else {
      warnBackwards("run(for: \(seconds))")
      return
    }
    await run(frames: Int((seconds * Double(framesPerSecond)).rounded()))
  }

  /// Advances the host's time by whole frames, running the task work each frame wakes.
  ///
  /// ```swift
  /// await host.run(frames: 18)
  /// ```
  ///
  /// - Parameter frames: How many frames; a negative count is a runtime warning and does nothing.
  public func run(frames: Int) async {
    guard frames >= 0 else {
      warnBackwards("run(frames: \(frames))")
      return
    }
    await run()
    for _ in 0..<frames {
      stepFrame()
      await run()
    }
  }

  /// Advances the host frame by frame, running the task work each frame wakes, until no
  /// animation runs and every task the views started has finished.
  ///
  /// The asynchronous counterpart of ``settle(limit:)``.
  ///
  /// ```swift
  /// let host = ViewHost(CatalogScreen(model: model))
  /// try await host.runUntilSettled()  // the reply came at 1 s; its animation ended after 1.5 s
  /// ```
  ///
  /// - Parameter limit: The most virtual time to wait, in seconds (60 by default).
  /// - Throws: ``ViewHostError/requestsNeverAnswered(after:pending:running:)`` when tasks still
  ///   run after `limit` and requests wait for the test to answer them,
  ///   ``ViewHostError/tasksNeverFinish(after:running:)`` when tasks still run after
  ///   `limit` (a `for await` loop over a stream nobody finishes), or
  ///   ``ViewHostError/neverSettles(after:running:)`` when only animations do.
  public func runUntilSettled(limit: Double = 60) async throws {
    await run()
    let deadline = frameIndex + Int((max(0, limit) * Double(framesPerSecond)).rounded())
    while renderer.isAnimating || runningTaskCount > 0 || awaitsNetworkAnswers {
      guard frameIndex < deadline else {
        let running = runningTasks
        let unanswered = unansweredRequests
        guard unanswered.isEmpty || running.isEmpty else {
          throw ViewHostError.requestsNeverAnswered(
            after: limit,
            pending: unanswered,
            running: running
          )
        }
        guard running.isEmpty else {
          throw ViewHostError.tasksNeverFinish(after: limit, running: running)
        }
        throw ViewHostError.neverSettles(after: limit, running: renderer.runningAnimations)
      }
      stepFrame()
      await run()
    }
  }

  /// Counts that change whenever the host's task work, virtual time or updates made progress.
  private var progressMark: [Int] {
    runtime.activity + [graph.passNumber, graph.updates.count]
  }
}
