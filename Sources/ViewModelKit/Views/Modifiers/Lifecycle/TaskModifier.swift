/// Runs asynchronous work while the content is on screen: `task(priority:_:)` and
/// `task(id:priority:_:)`.
///
/// The task starts after the update that inserts the view (with its `onAppear` actions) on the
/// main actor, and is cancelled when the view is removed. With an `id`, a change of the id after
/// an update cancels the running task and starts a new one, as in SwiftUI. In a ``ViewHost`` the
/// task's nonisolated work (an `async` service it awaits) runs on the main queue too, in order,
/// and `await host.run()` runs it to quiescence; a host that is released cancels its views'
/// tasks, as a window that closes does.
public struct _TaskModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let id: AnyHashable?
  let priority: TaskPriority
  let action: @isolated(any) @Sendable () async -> Void

  func didInsert(node: ViewNode) {
    node.modifierState = TaskHandle(id: id, task: start(in: node))
  }

  func didUpdate(node: ViewNode) {
    guard let handle = node.modifierState as? TaskHandle, handle.id != id else { return }
    handle.task.cancel()
    node.modifierState = TaskHandle(id: id, task: start(in: node))
  }

  func willRemove(node: ViewNode) {
    (node.modifierState as? TaskHandle)?.task.cancel()
  }

  /// In a host, the host starts the task, so that it can run the task's work to quiescence (and
  /// name it, after the view whose body declared it, when it never ends).
  private func start(in node: ViewNode) -> Task<Void, Never> {
    let action = action
    let work: @Sendable () async -> Void = {
      await DeliveredTransaction.$current.withValue(DeliveredTransaction()) { await action() }
    }
    if let runtime = HostRuntime.current {
      let view = (node.innermostUserView ?? node).name
      let name = id.map { "\(view).task(id: \($0))" } ?? "\(view).task"
      return runtime.startTask(named: name, priority: priority, work)
    }
    return Task(priority: priority, operation: work)
  }
}

/// The running task of a `task` modifier, with the id it was started for.
///
/// The task is cancelled when its handle goes away with its view's node, so a host that is
/// released cancels the tasks of its views, as a window that closes does in SwiftUI.
final class TaskHandle {
  let id: AnyHashable?
  let task: Task<Void, Never>

  init(id: AnyHashable?, task: Task<Void, Never>) {
    self.id = id
    self.task = task
  }

  deinit { task.cancel() }
}

extension View {
  /// Runs asynchronous work while this view is on screen; cancelled when it is removed.
  ///
  /// The work runs on the actor it is written on: in a view's body, the main actor, so it can set
  /// state and main-actor models directly.
  ///
  /// ```swift
  /// List(items) { Text($0.title) }
  ///   .task { items = await service.fetchItems() }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - action: The work.
  /// - Returns: The view.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: nil, priority: priority, action: action))
  }

  /// Runs asynchronous work while this view is on screen, again each time `id` changes: the
  /// running task is cancelled and a new one starts after the update that changed it.
  ///
  /// ```swift
  /// ResultsList(results: results)
  ///   .task(id: query) { results = await search(query) }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The value whose change restarts the work.
  ///   - priority: The task's priority.
  ///   - action: The work.
  /// - Returns: The view.
  public func task<T: Equatable>(
    id: T,
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: AnyHashable(TaskID(value: id)), priority: priority, action: action))
  }
}

/// An `Equatable` id, hashable for comparison only (every id hashes alike); it prints as its
/// value.
private struct TaskID<Value: Equatable>: Hashable, CustomStringConvertible {
  let value: Value

  var description: String { String(describing: value) }

  func hash(into hasher: inout Hasher) {}
}
