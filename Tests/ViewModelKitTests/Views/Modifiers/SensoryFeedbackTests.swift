import Testing
import ViewModelKit

// `sensoryFeedback` as apps use it: a counter that plays `.increase`/`.decrease`, a toggle that
// plays `.selection`, a score that plays `.success` only when it rises.

private struct Counter: View {
  @State private var count = 0
  @State private var isOn = false

  var body: some View {
    VStack {
      Text("\(count)")
        .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }
      Button("Add") { count += 1 }
      Button("Remove") { count -= 1 }
      Toggle("Alarm", isOn: $isOn)
        .sensoryFeedback(.selection, trigger: isOn)
    }
  }
}

private struct Score: View {
  @State private var score = 10

  var body: some View {
    VStack {
      Text("\(score)")
        .sensoryFeedback(.success, trigger: score) { old, new in new > old }
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: score)
      Button("Win") { score += 5 }
      Button("Lose") { score -= 5 }
    }
  }
}

@MainActor
struct SensoryFeedbackTests {
  @Test func eachChangeOfTheTriggerPlaysTheFeedbackForIt() throws {
    let host = ViewHost(Counter())
    #expect(host.playedSensoryFeedback.isEmpty)
    try host.tap("Add")
    try host.tap("Add")
    try host.tap("Remove")
    try host.toggle("Alarm")
    #expect(host.playedSensoryFeedback == [.increase, .increase, .decrease, .selection])
  }

  @Test func aConditionDecidesWhichChangesPlay() throws {
    let host = ViewHost(Score())
    try host.tap("Lose")
    try host.tap("Win")
    // Two modifiers on one view play in the order of their `onChange` actions: innermost first.
    #expect(
      host.playedSensoryFeedback.map(\.description) == [
        "impact(weight: heavy, intensity: 0.5)",
        "success", "impact(weight: heavy, intensity: 0.5)",
      ]
    )
  }

  @Test func feedbackIsComparedByKindAndParameters() {
    #expect(SensoryFeedback.impact == .impact(weight: .medium, intensity: 1))
    #expect(SensoryFeedback.impact(flexibility: .soft) != .impact(flexibility: .rigid))
    #expect(SensoryFeedback.success != .warning)
    #expect(
      SensoryFeedback.impact(flexibility: .solid, intensity: 0.25).description
        == "impact(flexibility: solid, intensity: 0.25)"
    )
  }

  @Test func eachHostKeepsItsOwnLog() throws {
    let first = ViewHost(Counter())
    let second = ViewHost(Counter())
    try first.tap("Add")
    #expect(first.playedSensoryFeedback == [.increase])
    #expect(second.playedSensoryFeedback.isEmpty)
  }
}
