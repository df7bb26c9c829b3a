import Foundation

extension View {
  /// Animates effects that you apply to a view over a sequence of phases that change
  /// continuously.
  ///
  /// See ``PhaseAnimator`` for how the phases advance.
  ///
  /// ```swift
  /// Text("Live")
  ///   .phaseAnimator([false, true]) { content, isLit in
  ///     content.opacity(isLit ? 1 : 0.4)
  ///   } animation: { _ in .easeInOut(duration: 0.5) }
  /// ```
  ///
  /// - Parameters:
  ///   - phases: The sequence of phases to cycle through.
  ///   - content: A view builder closure that takes two parameters: a proxy value representing
  ///     the modified view and the current phase.
  ///   - animation: A closure that takes the phase being entered and returns the animation to
  ///     use for the change, or `nil` for none.
  /// - Returns: A view that animates this view through the phases.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates effects that you apply to a view over a sequence of phases that change based on
  /// a trigger.
  ///
  /// See ``PhaseAnimator`` for how the phases advance and how a change mid-run restarts them.
  ///
  /// ```swift
  /// Image(systemName: "bell")
  ///   .phaseAnimator([0.0, 15, -15, 0], trigger: alerts) { content, angle in
  ///     content.rotationEffect(.degrees(angle))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - phases: The sequence of phases to cycle through.
  ///   - trigger: A value whose changes cause the animator to use the next phase.
  ///   - content: A view builder closure that takes two parameters: a proxy value representing
  ///     the modified view and the current phase.
  ///   - animation: A closure that takes the phase being entered and returns the animation to
  ///     use for the change, or `nil` for none.
  /// - Returns: A view that animates this view through the phases.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(
      phases,
      trigger: trigger,
      content: { content(placeholder, $0) },
      animation: animation
    )
  }
}
