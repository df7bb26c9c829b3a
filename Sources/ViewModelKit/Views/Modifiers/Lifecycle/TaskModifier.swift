/// Runs asynchronous work while the content is on screen: `task(priority:_:)`.
///
/// The task starts after the update that inserts the view (with its `onAppear` actions) on the
/// main actor, and is cancelled when the view is removed.
public struct _TaskModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  func didInsert(node: ViewNode) {
    let action = action
    node.modifierState = TaskHandle(Task(priority: priority) { @MainActor in await action() })
  }

  func willRemove(node: ViewNode) {
    (node.modifierState as? TaskHandle)?.task.cancel()
  }
}

/// The running task of a `task(priority:_:)` modifier.
final class TaskHandle {
  let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }
}

extension View {
  /// Runs asynchronous work while this view is on screen; cancelled when it is removed.
  ///
  /// ```swift
  /// List(items) { Text($0.title) }
  ///   .task { await model.load() }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - action: The work.
  /// - Returns: The view.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    modifier(_TaskModifier(priority: priority, action: action))
  }
}
