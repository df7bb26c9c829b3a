/// Plays the haptic of a changed selection (recorded in ``UIFeedbackGenerator/playedFeedback``).
///
/// ```swift
/// Picker("Size", selection: $size) { … }
///   .onChange(of: size) { UISelectionFeedbackGenerator().selectionChanged() }
/// ```
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the haptic of a selection change.
  public func selectionChanged() {
    play(.selection)
  }
}
