internal import CDeepStack

/// Runs the passes over a deep view tree on a stack big enough for it.
///
/// The build, update, layout, render and snapshot passes recurse a few frames per level of the
/// tree, and a debug build's frames are large: a thread's 8 MiB stack holds about 500 levels of a
/// recursive view. The runtime moves a pass over a tree deeper than ``threshold`` to a stack of
/// ``size`` bytes on the same thread (so the main actor, thread-local and task-local state are
/// unchanged). The stack is address space reserved once per thread; only the pages a pass
/// touches are committed. Nodes deeper than ``maximumDepth`` are not built: the host reports
/// `ViewHostError.tooDeep`.
enum DeepStack {
  /// The deepest node a graph builds, counted in nodes below the root.
  ///
  /// A recursive view makes a few nodes per level: itself, its stack, its modifiers. A debug
  /// build's passes use a few KiB of stack per node, so this keeps within the deep stack with a
  /// wide margin. Tests lower it.
  ///
  /// Built with ThreadSanitizer it is 6,553 (``callDepthLimit`` over ``callsPerNode``): the
  /// sanitizer records every call on a shadow call stack of a fixed size, per thread and per
  /// stack, and a pass that nested deeper would write past its end.
  @TaskLocal static var maximumDepth = defaultMaximumDepth
  /// ``maximumDepth`` when no task sets it.
  static let defaultMaximumDepth = callDepthLimit == 0 ? 100_000 : callDepthLimit / callsPerNode
  /// How many calls deep work can nest when something other than the stack's size bounds it
  /// (ThreadSanitizer's shadow call stack: 65,536), or 0 when nothing does.
  static let callDepthLimit = Int(cdeepstack_call_depth_limit())
  /// The calls a pass nests per node, with a margin: over a recursive view a debug build's
  /// passes nest a little over seven per node (its build pass three: build, visit the content,
  /// reconcile the children).
  static let callsPerNode = 10
  /// The size of the deep stack: 4 GiB of address space.
  static let size = 1 << 32
  /// The depth, in graph nodes, from which the passes move to the deep stack.
  static let threshold = 160

  /// Whether the calling thread runs on its deep stack.
  static var isActive: Bool { cdeepstack_is_active() != 0 }

  /// Runs `body` on the thread's deep stack (or where it is, when already there).
  static func run<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var outcome: Swift.Result<Result, Failure>?
    withoutActuallyEscaping(body) { body in
      var call: () -> Void = {
        do throws(Failure) { outcome = .success(try body()) } catch { outcome = .failure(error) }
      }
      let status = withUnsafeMutablePointer(to: &call) { pointer in
        cdeepstack_call(
          size,
          { context in
            context?.assumingMemoryBound(to: (() -> Void).self).pointee()
          },
          pointer
        )
      }
      if status != 0 { call() }
    }
    // `outcome` is set: `call` ran, on the deep stack or here.
    return try outcome!.get()
  }

  /// Runs `body` on the deep stack when `isDeep`, where it is otherwise.
  static func run<Result, Failure: Error>(
    when isDeep: Bool,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if isDeep, !isActive { return try run(body) }
    return try body()
  }
}
