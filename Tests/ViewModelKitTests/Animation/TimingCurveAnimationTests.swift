import Foundation
import Testing
import ViewModelKit

@Suite("Timing curve animations")
struct TimingCurveAnimationTests {
  @Test func linearCoversOneTwentyFirstPerFrameAndEndsOnFrame22() {
    let sampler = AnimationSampler(.linear(duration: 0.35), interval: 1)
    #expect(sampler.endFrame == 22)
    #expect(sampler.values.count == 22)
    let quantum = 1.0 / 1_048_576
    for (frame, value) in sampler.values.enumerated() {
      #expect(value == (Double(frame) / 21 / quantum).rounded() * quantum)
    }
    #expect(sampler.values.last == 1)
  }

  @Test func easeInMatchesTheTable() {
    let expected = [
      0.0, 0.0040683746337890625, 0.015514373779296875, 0.033390045166015625,
      0.056944847106933594, 0.08557415008544922, 0.11878395080566406, 0.15616416931152344,
      0.1973724365234375, 0.24211978912353516, 0.2901639938354492, 0.34129905700683594,
      0.39535045623779297, 0.45217323303222656, 0.5116510391235352, 0.5736904144287109,
      0.6382284164428711, 0.7052316665649414, 0.7747125625610352, 0.8467512130737305,
      0.9215717315673828, 1.0,
    ]
    let sampler = AnimationSampler(.easeIn)
    #expect(sampler.values == expected)
    #expect(sampler.endFrame == 22)
  }

  @Test func easeOutMatchesTheTable() {
    let expected = [
      0.0, 0.07842826843261719, 0.15324878692626953, 0.22528743743896484, 0.2947683334350586,
      0.3617715835571289, 0.42630958557128906, 0.48834896087646484, 0.5478267669677734,
      0.604649543762207, 0.6587009429931641, 0.7098360061645508, 0.7578802108764648,
      0.8026275634765625, 0.8438358306884766, 0.8812160491943359, 0.9144258499145508,
      0.9430551528930664, 0.9666099548339844, 0.9844856262207031, 0.9959316253662109, 1.0,
    ]
    let sampler = AnimationSampler(.easeOut)
    #expect(sampler.values == expected)
    #expect(sampler.endFrame == 22)
  }

  @Test func easeInOutMatchesTheTable() {
    let expected = [
      0.0, 0.004376411437988281, 0.017854690551757812, 0.04090404510498047,
      0.07386302947998047, 0.11685848236083984, 0.16970157623291016, 0.23177528381347656,
      0.3019285202026367, 0.3784313201904297, 0.45900821685791016, 0.5409917831420898,
      0.6215686798095703, 0.6980714797973633, 0.7682247161865234, 0.8302984237670898,
      0.8831415176391602, 0.9261369705200195, 0.9590959548950195, 0.9821453094482422,
      0.9956235885620117, 1.0,
    ]
    let sampler = AnimationSampler(.easeInOut)
    #expect(sampler.values == expected)
    #expect(sampler.endFrame == 22)
  }

  @Test func intervalIsScaledByTheCurve() {
    var context = AnimationContext<Double>()
    let value = Animation.easeIn(duration: 1).animate(value: 100.0, time: 0.5, context: &context)
    #expect(value == 100 * UnitCurve.easeIn.value(at: 0.5))
  }

  @Test func timingCurveUsesItsControlPoints() {
    let sampler = AnimationSampler(.timingCurve(0.42, 0, 0.58, 1, duration: 0.35))
    #expect(sampler.values == AnimationSampler(.easeInOut).values)
  }

  @Test func timingCurvesCompleteLogicallyOnlyByFinishing() {
    #expect(AnimationSampler(.easeInOut).firstLogicallyCompleteFrame == nil)
  }
}
