import Foundation

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// Each step writes the next phase in a `withAnimation` transaction with the animation that
/// `animation` returns for the phase being entered, and the next step is taken when that
/// animation logically completes (a spring before it settles), as SwiftUI does. Everything the
/// content derives from the phase animates as any state change would, frame by frame on the
/// host's clock.
///
/// - Without a trigger, the phases cycle for as long as the view is shown, starting when it
///   appears (so `host.settle()` never returns, as with `repeatForever`).
/// - With a trigger, each change plays every phase after the first once and comes back to the
///   first. A change during a run starts a new run at once: the next step goes to the second
///   phase, and every animated value continues from where it is shown.
///
/// A step whose animation is `nil`, or that changes nothing that animates, completes at once;
/// the next step then waits for the next frame. With no phases the animator shows nothing and
/// logs SwiftUI's runtime warning (SwiftUI also draws a visual warning); with one phase it
/// shows that phase.
///
/// ```swift
/// PhaseAnimator([1.0, 1.3, 1.0], trigger: likes) { scale in
///   Image(systemName: "heart.fill").scaleEffect(scale)
/// } animation: { _ in .spring(duration: 0.2) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, BuiltInView {
  let phases: [Phase]
  let trigger: AnimatorTrigger?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0
  @State private var run = PhaseAnimatorRun()

  /// Cycles through a sequence of phases continuously, animating updates to a view on each
  /// phase change.
  ///
  /// ```swift
  /// PhaseAnimator([false, true]) { isLit in
  ///   Circle().opacity(isLit ? 1 : 0.3)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - phases: The sequence of phases to cycle through.
  ///   - content: A view builder closure that takes the current phase as an input.
  ///   - animation: A closure that takes the phase being entered and returns the animation to
  ///     use for the change, or `nil` for none.
  public init(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Cycles through a sequence of phases in response to changes in a specified value,
  /// animating updates to a view on each phase change.
  ///
  /// ```swift
  /// PhaseAnimator([0.0, -20, 0], trigger: taps) { y in
  ///   Text("Boing").offset(y: y)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - phases: The sequence of phases to cycle through.
  ///   - trigger: A value whose changes cause the animator to use the next phase.
  ///   - content: A view builder closure that takes the current phase as an input.
  ///   - animation: A closure that takes the phase being entered and returns the animation to
  ///     use for the change, or `nil` for none.
  public init(
    _ phases: some Sequence<Phase>,
    trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnimatorTrigger(value: trigger)
    self.content = content
    self.animation = animation
  }

  public var body: some View {
    run.attach(FrameDrivers.current)
    return Group {
      if phases.isEmpty {
        EmptyView()
      } else {
        content(phases[min(index, phases.count - 1)])
      }
    }
    .onAppear(perform: appear)
    .onDisappear { [run] in run.stop() }
    .onChange(of: trigger) { start() }
  }

  private func appear() {
    guard !phases.isEmpty else {
      Diagnostics.warn("PhaseAnimator was given no phases; there is nothing to animate or show.")
      return
    }
    if trigger == nil { start() }
  }

  private func start() {
    guard !phases.isEmpty else { return }
    let phases = phases
    let animation = animation
    let index = $index
    run.start(
      count: phases.count,
      from: trigger == nil ? index.wrappedValue : 0,
      loops: trigger == nil
    ) {
      next,
      completion in
      withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
        index.wrappedValue = next
      } completion: {
        completion()
      }
    }
  }
}
