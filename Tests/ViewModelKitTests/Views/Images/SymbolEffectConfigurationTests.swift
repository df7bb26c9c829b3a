import Testing
import ViewModelKit

@Suite("SymbolEffectConfiguration")
struct SymbolEffectConfigurationTests {
  @Test func equalEffectsHaveEqualConfigurations() {
    #expect(
      BounceSymbolEffect.bounce.up.configuration == BounceSymbolEffect.bounce.up.configuration
    )
    #expect(
      Set([
        PulseSymbolEffect.pulse.byLayer.configuration,
        PulseSymbolEffect.pulse.byLayer.configuration,
      ])
      .count == 1
    )
    #expect(
      ReplaceSymbolEffect.replace.magic(fallback: .replace.downUp).configuration
        == ReplaceSymbolEffect.replace.magic(fallback: .replace.downUp).configuration
    )
  }

  @Test func stepsAndTheirOrderTellConfigurationsApart() {
    let configurations: [SymbolEffectConfiguration] = [
      BounceSymbolEffect.bounce.configuration,
      BounceSymbolEffect.bounce.up.configuration,
      BounceSymbolEffect.bounce.up.byLayer.configuration,
      BounceSymbolEffect.bounce.byLayer.up.configuration,
      ScaleSymbolEffect.scale.up.configuration,
      VariableColorSymbolEffect.variableColor.iterative.configuration,
      AppearSymbolEffect.appear.configuration,
      DisappearSymbolEffect.disappear.configuration,
      ReplaceSymbolEffect.replace.configuration,
      ReplaceSymbolEffect.replace.magic(fallback: .replace.upUp).configuration,
      WiggleSymbolEffect.wiggle.custom(angle: 45).configuration,
      WiggleSymbolEffect.wiggle.custom(angle: 90).configuration,
      RotateSymbolEffect.rotate.configuration,
      BreatheSymbolEffect.breathe.configuration,
      DrawOnSymbolEffect.drawOn.configuration,
      DrawOffSymbolEffect.drawOff.configuration,
      AutomaticSymbolEffect.automatic.configuration,
    ]
    #expect(Set(configurations).count == configurations.count)
  }

  @Test func aConfigurationIsReadThroughTheProtocol() {
    func configuration(of effect: some SymbolEffect) -> SymbolEffectConfiguration {
      effect.configuration
    }
    #expect(
      configuration(of: .wiggle.clockwise) == WiggleSymbolEffect.wiggle.clockwise.configuration
    )
    #expect(configuration(of: .wiggle.clockwise) != WiggleSymbolEffect.wiggle.configuration)
  }
}
