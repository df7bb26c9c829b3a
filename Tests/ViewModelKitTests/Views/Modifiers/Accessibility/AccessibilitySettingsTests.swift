import Testing
import ViewModelKit

// A quiz card that adapts to the device's accessibility preferences: glyphs besides colour,
// a fade instead of a slide, a spoken hint for VoiceOver users, a stronger border.

private struct AnswerBadge: View {
  let isCorrect: Bool
  @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
  @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.accessibilityEnabled) private var isAssisted
  @Environment(\.colorSchemeContrast) private var contrast

  var body: some View {
    VStack {
      if withoutColor {
        Text(isCorrect ? "✓ Correct" : "✗ Wrong")
      } else {
        Text(isCorrect ? "Correct" : "Wrong").foregroundStyle(isCorrect ? .green : .red)
      }
      Text(reduceMotion ? "fade" : "slide")
      if voiceOver { Text("Double-tap to continue") }
      Text(isAssisted ? "assisted" : "unassisted")
      Text(contrast == .increased ? "strong border" : "light border")
    }
  }
}

private struct MotionReader: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  var body: some View { Text(reduceMotion ? "still" : "moving") }
}

private struct Sibling: View {
  var body: some View { Text("Sibling") }
}

@MainActor
@Suite("Accessibility preferences")
struct AccessibilitySettingsTests {
  @Test func everyPreferenceIsOffOnAFreshDevice() {
    let host = ViewHost(AnswerBadge(isCorrect: true))
    #expect(shownTexts(host) == ["Correct", "slide", "unassisted", "light border"])
    #expect(host.accessibility == AccessibilitySettings())
    #expect(host.accessibility.playAnimatedImages)
  }

  @Test func turningPreferencesOnUpdatesTheViewsThatReadThem() {
    let host = ViewHost(AnswerBadge(isCorrect: false))
    host.accessibility.differentiateWithoutColor = true
    host.accessibility.reduceMotion = true
    #expect(shownTexts(host) == ["✗ Wrong", "fade", "unassisted", "light border"])
    host.accessibility.voiceOverEnabled = true
    host.accessibility.contrast = .increased
    #expect(
      shownTexts(host) == [
        "✗ Wrong", "fade", "Double-tap to continue", "assisted", "strong border",
      ]
    )
  }

  @Test func switchControlAlsoCountsAsAnAssistiveTechnology() {
    let host = ViewHost(AnswerBadge(isCorrect: true))
    host.accessibility.switchControlEnabled = true
    #expect(shownTexts(host).contains("assisted"))
  }

  @Test func aChangeUpdatesOnlyTheViewsThatReadIt() {
    let host = ViewHost(
      VStack {
        MotionReader()
        Sibling()
      }
    )
    let before = host.updates.count
    host.accessibility.reduceMotion = true
    let updated = host.updates.dropFirst(before).map { "\($0.view) \($0.cause)" }
    #expect(updated == ["MotionReader environment"])
    #expect(shownTexts(host) == ["still", "Sibling"])
  }

  @Test func theContrastsAreSwiftUIsTwo() {
    #expect(ColorSchemeContrast.allCases == [.standard, .increased])
  }
}
