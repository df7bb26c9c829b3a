import Foundation
import Signals
import Testing

@testable import ViewModelKit

// Values that start the same animation over the same interval in the same transaction share one
// evaluation per frame; a value that is retargeted later gets an evaluation of its own, and every
// value presents exactly what an animator of its own would.

private final class BarWidths: ObservableObject {
  @Published var widths: [Double]

  init(count: Int) {
    widths = Array(repeating: 100, count: count)
  }
}

private struct Bars: View {
  @ObservedObject var model: BarWidths

  var body: some View {
    VStack {
      ForEach(0..<model.widths.count, id: \.self) { index in
        Rectangle().frame(width: model.widths[index], height: 10)
      }
    }
  }
}

@MainActor
@Suite("Shared animation evaluations")
struct SharedAnimationTests {
  private func widths(_ host: ViewHost<Bars>) -> [Double] {
    host.snapshot().all("Rectangle").map { Double($0.frame.width) }
  }

  @Test func barsStartedTogetherEvaluateTheirAnimationOncePerFrame() {
    let model = BarWidths(count: 10)
    let host = ViewHost(Bars(model: model))
    var completions = 0
    withAnimation(.linear(duration: 0.5)) {
      model.widths = Array(repeating: 300, count: 10)
    } completion: {
      completions += 1
    }
    host.flush()
    var reference = Animator(animation: .linear(duration: 0.5), interval: 200.0, at: host.time)
    for _ in 0..<30 {
      let before = host.renderer.statistics.animationsEvaluated
      host.advance(frames: 1)
      // Every item of every bar (the frame modifier, the shape) moves with one evaluation.
      #expect(host.renderer.statistics.animationsEvaluated - before == 1)
      let animated = reference.update(at: host.time).animated ?? 0
      let expected = reference.presentedValue(model: 300, animated: animated)
      #expect(widths(host) == Array(repeating: expected, count: 10))
    }
    // The curve ends on the frame after its duration; the completion waits for every value.
    #expect(completions == 0)
    host.advance(frames: 1)
    #expect(completions == 1)
    #expect(widths(host) == Array(repeating: 300, count: 10))
    #expect(!host.isAnimating)
  }

  @Test func theValuesOfABarShareOneEvaluationWhenEveryBarHasItsOwnInterval() {
    // Bar i grows by 100 + 10 i. A render starts the frame modifier's animation with the views
    // the pass visited and those of the shape (and the shape's view) with the views that only
    // moved, level by level, so other bars' animations start in between; all of a bar's values
    // still share one evaluation, and each bar moves exactly as an animator of its own.
    let count = 8
    let model = BarWidths(count: count)
    let host = ViewHost(Bars(model: model))
    withAnimation(.easeInOut(duration: 0.3)) {
      model.widths = (0..<count).map { 200 + 10 * Double($0) }
    }
    host.flush()
    var references = (0..<count)
      .map {
        Animator(animation: .easeInOut(duration: 0.3), interval: 100 + 10 * Double($0), at: 0)
      }
    for _ in 0..<18 {
      let before = host.renderer.statistics.animationsEvaluated
      host.advance(frames: 1)
      // One evaluation per bar; the stack grows with the widest bar, over the same interval.
      #expect(host.renderer.statistics.animationsEvaluated - before == count)
      let expected = (0..<count)
        .map { index in
          let animated = references[index].update(at: host.time).animated ?? 0
          return references[index]
            .presentedValue(model: 200 + 10 * Double(index), animated: animated)
        }
      #expect(widths(host) == expected, "at \(host.time)")
    }
    #expect(throws: Never.self) { try host.settle() }
    let finalWidths: [Double] = (0..<count).map { 200 + 10 * Double($0) }
    #expect(widths(host) == finalWidths)
  }

  @Test func aRetargetedBarStopsSharingAndTheOthersKeepTheirCourse() {
    let model = BarWidths(count: 4)
    let host = ViewHost(Bars(model: model))
    // The same changes without the retargeting, and the retargeted bar on its own.
    let untouchedModel = BarWidths(count: 4)
    let untouched = ViewHost(Bars(model: untouchedModel))
    let aloneModel = BarWidths(count: 1)
    let alone = ViewHost(Bars(model: aloneModel))
    for (bars, target) in [(model, host), (untouchedModel, untouched), (aloneModel, alone)] {
      withAnimation(.spring) { bars.widths = Array(repeating: 300, count: bars.widths.count) }
      target.flush()
      target.advance(frames: 5)
    }
    withAnimation(.easeInOut(duration: 0.2)) {
      model.widths[0] = 50
      aloneModel.widths[0] = 50
    }
    host.flush()
    alone.flush()
    var evaluations: [Int] = []
    for _ in 0..<20 {
      let before = host.renderer.statistics.animationsEvaluated
      host.advance(frames: 1)
      untouched.advance(frames: 1)
      alone.advance(frames: 1)
      evaluations.append(host.renderer.statistics.animationsEvaluated - before)
      // The bars that were not retargeted move exactly as in a host where none was, and the
      // retargeted one exactly as when it is alone.
      #expect(widths(host).dropFirst() == widths(untouched).dropFirst())
      #expect(widths(host).first == widths(alone).first)
    }
    // The three values of the retargeted bar (its frame modifier, its shape and the shape's
    // view) are retargeted one by one and evaluate on their own until their animation ends;
    // the other bars still share one evaluation.
    #expect(evaluations.first == 4)
    #expect(evaluations.last == 1)
    #expect(evaluations.allSatisfy { $0 == 4 || $0 == 1 })
    #expect(throws: Never.self) { try host.settle() }
    #expect(widths(host) == [50, 300, 300, 300])
  }

  @Test func sharingAnimatorsMatchAnimatorsOfTheirOwnUntilOneIsRetargeted() {
    let first = Animator(animation: .spring, interval: 200.0, at: 0)
    var shared = [first, Animator(sharing: first)]
    var own = [
      Animator(animation: .spring, interval: 200.0, at: 0),
      Animator(animation: .spring, interval: 200.0, at: 0),
    ]
    #expect(shared[0].sharesEvaluation(with: shared[1]))
    var evaluations: [Int] = []
    for frame in 1...90 {
      let time = Double(frame) / 60
      var count = 0
      for index in 0..<2 {
        let value = shared[index].update(at: time, stamp: frame, evaluations: &count).animated
        #expect(value == own[index].update(at: time).animated, "frame \(frame), value \(index)")
      }
      evaluations.append(count)
      if frame == 10 {
        shared[1].combine(with: .easeInOut(duration: 0.3), interval: -50, at: time)
        own[1].combine(with: .easeInOut(duration: 0.3), interval: -50, at: time)
        #expect(!shared[0].sharesEvaluation(with: shared[1]))
      }
    }
    #expect(evaluations.prefix(10).allSatisfy { $0 == 1 })
    #expect(evaluations[10...].allSatisfy { $0 == 2 })
  }

  @Test func onlyEqualStartsShare() {
    let sharing = AnimatorSharing()
    let first = sharing.share(Animator(animation: .spring, interval: 200.0, at: 1))
    let same = sharing.share(Animator(animation: .spring, interval: 200.0, at: 1))
    let otherInterval = sharing.share(Animator(animation: .spring, interval: 100.0, at: 1))
    let otherAnimation = sharing.share(Animator(animation: .bouncy, interval: 200.0, at: 1))
    let otherTime = sharing.share(Animator(animation: .spring, interval: 200.0, at: 2))
    // The same magnitude in the other direction is found with the others, and not shared.
    let opposite = sharing.share(Animator(animation: .spring, interval: -200.0, at: 1))
    #expect(!opposite.sharesEvaluation(with: first))
    #expect(same.sharesEvaluation(with: first))
    #expect(!otherInterval.sharesEvaluation(with: first))
    #expect(!otherAnimation.sharesEvaluation(with: first))
    #expect(!otherTime.sharesEvaluation(with: first))
  }

  @Test func aResizedShapeDrawsItsPathWhenReadAndNotAtEveryFrame() throws {
    let model = BarWidths(count: 1)
    let host = ViewHost(Bars(model: model))
    withAnimation(.linear(duration: 0.5)) { model.widths = [300] }
    host.flush()
    let shapes = host.renderer.items.values.filter { $0.shape != nil }
    func evaluations() -> Int { shapes.map(\.pathEvaluations).reduce(0, +) }
    let before = evaluations()
    host.advance(frames: 10)
    #expect(evaluations() == before)
    let rectangle = try #require(host.snapshot().first("Rectangle"))
    #expect(rectangle.frame.width > 100 && rectangle.frame.width < 300)
    #expect(rectangle.path == Path(CGRect(origin: .zero, size: rectangle.frame.size)))
    let read = evaluations()
    #expect(read > before)
    // Read again without a frame in between: nothing to redraw.
    #expect(host.snapshot().first("Rectangle")?.path == rectangle.path)
    #expect(evaluations() == read)
  }

  @Test func barsEndingOneByOneAreEachTickedUntilTheirEnd() {
    // Bar i runs a linear animation of (i + 1) / 10 s, so one bar stops every six frames and
    // the renderer's list of animating items loses one bar's items at a time.
    let model = BarWidths(count: 6)
    let host = ViewHost(Bars(model: model))
    for index in 0..<6 {
      withAnimation(.linear(duration: Double(index + 1) / 10)) { model.widths[index] = 300 }
      host.flush()
    }
    var references = (0..<6)
      .map { index in
        Animator(animation: .linear(duration: Double(index + 1) / 10), interval: 200.0, at: 0)
      }
    for _ in 0..<40 {
      let evaluated = host.renderer.statistics.animationsEvaluated
      host.advance(frames: 1)
      var expected: [Double] = []
      var running = 0
      for index in 0..<6 {
        if let animated = references[index].update(at: host.time).animated {
          running += 1
          expected.append(references[index].presentedValue(model: 300, animated: animated))
        } else {
          expected.append(300)
        }
      }
      #expect(widths(host) == expected, "at \(host.time)")
      // The three values of a bar share one evaluation; a bar ending evaluates once more.
      let evaluations = host.renderer.statistics.animationsEvaluated - evaluated
      #expect(evaluations >= running && evaluations <= running + 1, "at \(host.time)")
    }
    #expect(!host.isAnimating)
  }
}
