import Dispatch
import Foundation
import Signals

/// The one virtual time of a host and the work that waits on it: sleeps on the host's clock, the
/// main queue's and main run loop's scheduling (through Signals' `MainSchedulerOverride`), and
/// the tasks the host's views start.
///
/// Every graph has one (through its warning sink, which the host's work carries as a task-local),
/// so code running on behalf of a host finds it with ``current``; a host opens it while it exists.
final class HostRuntime: Sendable {
  /// The sleeps on the host's clock.
  let timeline = VirtualTimeline()
  /// The scheduler that stands in for `DispatchQueue.main` and `RunLoop.main` in the host's work.
  let mainScheduler = TestScheduler(now: .init(.now()))
  /// Where the nonisolated parts of the host's tasks run: the main queue, in order.
  let executor = HostTaskExecutor()
  /// The feedback the views' `sensoryFeedback` modifiers played.
  let playedSensoryFeedback = Locked<[SensoryFeedback]>([])
  // Mutable state lives in `Locked` values.
  private let target: MainSchedulerOverride.Target
  private let installation = Locked<AnyCancellable?>(nil)
  private let tasks = Locked(TaskRecords())
  #if canImport(FoundationNetworking)
  /// The host's stand-in for the network, taking the requests of the host's work.
  let network: HostNetworkResponder
  #endif

  /// The tasks started and finished so far, and the names of those still running by the order
  /// they started in.
  private struct TaskRecords {
    var started = 0
    var finished = 0
    var running: [Int: String] = [:]
  }

  init() {
    // Virtual dates start at the real date the host was created, so a schedule made from
    // `Date.now` just before (a `TimelineView(.periodic(from: .now, by: 1))`) lines up with it.
    target = MainSchedulerOverride.Target(scheduler: mainScheduler, originDate: Date())
    #if canImport(FoundationNetworking)
    network = HostNetworkResponder(
      runtime: Scheduling(timeline: timeline, scheduler: mainScheduler, origin: target.origin)
    )
    #endif
  }

  /// The runtime of the host whose work is running, if it is open.
  static var current: HostRuntime? {
    guard let runtime = Diagnostics.sink?.runtime, runtime.isOpen else { return nil }
    return runtime
  }

  /// Whether the host exists (opened and not yet closed).
  var isOpen: Bool { installation.withLock { $0 != nil } }

  /// Starts answering for the host's work: main-queue scheduling moves to the virtual clock.
  func open() {
    let target = target
    let cancellable = MainSchedulerOverride.install { [weak self] in
      guard let self, Diagnostics.sink?.runtime === self else { return nil }
      return target
    }
    installation.withLock { $0 = cancellable }
    #if canImport(FoundationNetworking)
    network.open(for: self)
    #endif
  }

  /// Ends the host's time: waiting sleeps throw `CancellationError`, main-queue scheduling goes
  /// back to real time, and work scheduled on the virtual main queue is dropped.
  func close() {
    let cancellable = installation.withLock { value -> AnyCancellable? in
      defer { value = nil }
      return value
    }
    cancellable?.cancel()
    timeline.close()
    #if canImport(FoundationNetworking)
    network.close()
    #endif
  }

  /// Runs the main-queue work due at `time` (host time) and resumes the sleeps due by then.
  ///
  /// - Parameter time: The host's time.
  func advance(to time: Duration) {
    timeline.advance(to: time)
    let nanoseconds = time / .nanoseconds(1)
    mainScheduler.advance(to: target.origin.advanced(by: .nanoseconds(Int(nanoseconds.rounded()))))
  }

  /// Runs the main-queue work scheduled for now.
  func runDueMainWork() {
    guard mainScheduler.pendingActionCount > 0 else { return }
    mainScheduler.advance(by: .zero)
  }

  /// Starts a task of one of the host's views: its nonisolated parts run on the main queue in
  /// order, and the host keeps it, by `name`, until it ends.
  func startTask(
    named name: String,
    priority: TaskPriority,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let number = tasks.withLock { records in
      records.started += 1
      records.running[records.started] = name
      return records.started
    }
    let tasks = tasks
    return Task(executorPreference: executor, priority: priority) {
      await action()
      tasks.withLock { records in
        records.finished += 1
        records.running[number] = nil
      }
    }
  }

  /// How many tasks of the host's views are running.
  var runningTaskCount: Int { tasks.withLock { $0.running.count } }

  /// The names of the running tasks of the host's views, in the order they started.
  var runningTasks: [String] {
    tasks.withLock { records in records.running.sorted { $0.key < $1.key }.map(\.value) }
  }

  /// A number that changes whenever task work, a sleep or main-queue work made progress.
  var activity: [Int] {
    let counts = tasks.withLock { [$0.started, $0.finished] }
    return counts + [
      timeline.activity, executor.jobCount, mainScheduler.pendingActionCount,
    ]
  }
}

/// Runs the nonisolated parts of a host's tasks (a stub service's `async` function, a default
/// actor's methods) on the main queue, in the order they were enqueued, so that the host can run
/// them to quiescence by yielding the main actor, the same way on every run.
final class HostTaskExecutor: TaskExecutor {
  // The count is the only mutable state.
  private let jobs = Locked(0)

  /// How many jobs were enqueued so far.
  var jobCount: Int { jobs.withLock { $0 } }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0 += 1 }
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async { job.runSynchronously(on: executor) }
  }
}
