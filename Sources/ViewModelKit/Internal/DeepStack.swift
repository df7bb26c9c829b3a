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
///
/// Built with ThreadSanitizer, the recursive passes also move to a fresh sanitizer fiber every
/// 1,024 levels (``nest(_:)``), so trees as deep as without it stay within the sanitizer's
/// shadow call stack.
enum DeepStack {
  /// The deepest node a graph builds, counted in nodes below the root.
  ///
  /// A recursive view makes a few nodes per level: itself, its stack, its modifiers. A debug
  /// build's passes use a few KiB of stack per node, so this keeps within the deep stack with a
  /// wide margin. Tests lower it.
  @TaskLocal static var maximumDepth = 100_000
  /// The size of the deep stack: 4 GiB of address space.
  static let size = 1 << 32
  /// The depth, in graph nodes, from which the passes move to the deep stack.
  static let threshold = 160
  /// Whether ``nest(_:)`` moves to a fresh ThreadSanitizer fiber now and then (built with
  /// ThreadSanitizer), or only calls its body.
  static let nestRelays = cdeepstack_nest_relays() != 0

  /// Whether the calling thread runs on its deep stack.
  static var isActive: Bool { cdeepstack_is_active() != 0 }

  /// Runs `body` on the thread's deep stack (or where it is, when already there).
  static func run<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var didRun = true
    let outcome = callThroughC(body) { function, context in
      didRun = cdeepstack_call(size, function, context) == 0
    }
    // When the switch failed, `body` did not run: it runs here.
    return didRun ? try outcome!.get() : try body()
  }

  /// Runs `body` on the deep stack when `isDeep`, where it is otherwise.
  static func run<Result, Failure: Error>(
    when isDeep: Bool,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if isDeep, !isActive { return try run(body) }
    return try body()
  }

  /// Runs `body`, a level of a recursive pass, one level deeper.
  ///
  /// Each pass that recurses over a tree calls its next level through this, so that built with
  /// ThreadSanitizer the pass can nest deeper than the sanitizer's fixed-size shadow call stack
  /// (65,536 calls per thread): every 1,024th level continues on a fiber of its own. Built
  /// without it, this is the call of `body`.
  @inline(__always)
  static func nest<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard nestRelays else { return try body() }
    return try callThroughC(body) { function, context in cdeepstack_nest(function, context) }!
      .get()
  }

  /// Calls `body` from C.
  ///
  /// `call` receives a C function and its context, and calls the function at most once.
  /// Returns what `body` returned or threw, or `nil` when it was not called.
  private static func callThroughC<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result,
    _ call: (@convention(c) (UnsafeMutableRawPointer?) -> Void, UnsafeMutableRawPointer) -> Void
  ) -> Swift.Result<Result, Failure>? {
    var outcome: Swift.Result<Result, Failure>?
    withoutActuallyEscaping(body) { body in
      var thunk: () -> Void = {
        do throws(Failure) { outcome = .success(try body()) } catch { outcome = .failure(error) }
      }
      withUnsafeMutablePointer(to: &thunk) { pointer in
        call({ context in context?.assumingMemoryBound(to: (() -> Void).self).pointee() }, pointer)
      }
    }
    return outcome
  }
}
