import Testing
import ViewModelKit

/// A quiz answer screen written for iOS: a haptic for every outcome.
private struct AnswerView: View {
  let isCorrect: Bool
  private let impact = UIImpactFeedbackGenerator(style: .rigid)

  var body: some View {
    VStack {
      Button("Answer") {
        UINotificationFeedbackGenerator().notificationOccurred(isCorrect ? .success : .error)
      }
      Button("Tap") {
        impact.prepare()
        impact.impactOccurred()
      }
      Button("Press") { impact.impactOccurred(intensity: 1.5) }
      Button("Next") { UISelectionFeedbackGenerator().selectionChanged() }
    }
  }
}

@MainActor
@Suite("Feedback generators")
struct UIFeedbackGeneratorTests {
  @Test func tappedButtonsPlayTheirFeedbackInOrder() throws {
    let host = ViewHost(AnswerView(isCorrect: true))
    let before = UIFeedbackGenerator.playedFeedback.count
    try host.tap("Answer")
    try host.tap("Tap")
    try host.tap("Press")
    try host.tap("Next")
    #expect(
      Array(UIFeedbackGenerator.playedFeedback.dropFirst(before)) == [
        .notification(.success), .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 1),
        .selection,
      ]
    )
  }

  @Test func aWrongAnswerPlaysAnError() throws {
    let host = ViewHost(AnswerView(isCorrect: false))
    let before = UIFeedbackGenerator.playedFeedback.count
    try host.tap("Answer")
    #expect(
      UIFeedbackGenerator.playedFeedback.dropFirst(before).map(\.description) == [
        "notification(error)"
      ]
    )
  }

  @Test func theDefaultImpactIsMediumAndIntensityIsClamped() {
    let before = UIFeedbackGenerator.playedFeedback.count
    let generator = UIImpactFeedbackGenerator()
    generator.impactOccurred(intensity: 0.25)
    generator.impactOccurred(intensity: -1)
    #expect(
      UIFeedbackGenerator.playedFeedback.dropFirst(before).map(\.description) == [
        "impact(medium, intensity: 0.25)", "impact(medium, intensity: 0.0)",
      ]
    )
  }
}
