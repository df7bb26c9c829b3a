import Foundation
import ViewModelKit

/// R1–R4: the view runtime through `ViewHost`'s public API.
@MainActor
enum RuntimeWorkloads {
  static var all: [Benchmark] {
    stateChange + animationFrames + buildAndRerender + [callbackFlow] + observation + lists
      + navigation + keyframes
  }

  /// R1: a change read by one view, in trees of growing size; the baseline is the smallest tree,
  /// so the ratio shows how the cost grows with the tree (it should stay near 1).
  static var stateChange: [Benchmark] {
    let sizes = [100, 1000, 10_000, 100_000]
    func workload(_ views: Int) -> Workload {
      Workload("R1 change, \(views) views", operations: 20, quick: 3) {
        let ticker = Ticker()
        let host = ViewHost(ListTree(views: views, ticker: ticker))
        return { count in
          nanoseconds {
            for _ in 0..<count {
              ticker.value += 1
              host.flush()
            }
          }
        }
      }
    }
    return sizes.map { Benchmark(workload: workload($0), baseline: workload(sizes[0])) }
  }

  /// R2: one frame with `count` running animations, per animated value, against evaluating the
  /// same animations directly.
  ///
  /// In the plain rows every even bar runs the same spring over the same interval (and every odd
  /// bar the same curve), which the runtime evaluates once per frame for all of them; in the
  /// "distinct" rows each bar animates over an interval of its own, so each is evaluated.
  static var animationFrames: [Benchmark] {
    [(100, false), (1000, false), (10_000, false), (1000, true), (10_000, true)]
      .map { count, distinct in
        let spread = distinct ? 0.01 : 0
        let name = "R2 frame, \(count)\(distinct ? " distinct" : "") animations"
        let workload = Workload(name, operations: 8, quick: 2) {
          // A fresh host per sample: retargeting running animations would add to them.
          { frames in
            let model = BarsModel()
            let host = ViewHost(AnimatedBars(count: count, spread: spread, model: model))
            model.wide.toggle()
            host.flush()
            return nanoseconds { host.advance(frames: frames) } / Double(count)
          }
        }
        let baseline = Workload("animate() per value", operations: 8, quick: 2) {
          let animations = (0..<count).map(AnimatedBars.animation)
          var contexts = [AnimationContext<Double>](repeating: AnimationContext(), count: count)
          var frame = 0
          return { frames in
            nanoseconds {
              for _ in 0..<frames {
                frame += 1
                let time = Double(frame % 20) / 60
                for index in 0..<count {
                  let interval = 200 + spread * Double(index)
                  blackHole(
                    animations[index]
                      .animate(value: interval, time: time, context: &contexts[index])
                  )
                }
              }
            } / Double(count)
          }
        }
        return Benchmark(workload: workload, baseline: baseline)
      }
  }

  /// R3: building and laying out a tree from scratch, and re-rendering all of it after a root
  /// change, per view; the 10,000-view rows use the 1,000-view rows as baseline, so a ratio near 1
  /// means linear.
  static var buildAndRerender: [Benchmark] {
    func build(_ views: Int) -> Workload {
      Workload("R3 build, \(views) views /view", operations: 3, quick: 1) {
        let ticker = Ticker()
        return { count in
          nanoseconds {
            for _ in 0..<count {
              let host = ViewHost(ListTree(views: views, ticker: ticker))
              blackHole(host.snapshot())
            }
          } / Double(views)
        }
      }
    }
    func rerender(_ views: Int) -> Workload {
      Workload("R3 re-render, \(views) views /view", operations: 3, quick: 1) {
        let ticker = Ticker()
        let host = ViewHost(RootReadTree(views: views, ticker: ticker))
        return { count in
          nanoseconds {
            for _ in 0..<count {
              ticker.value += 1
              host.flush()
            }
          } / Double(views)
        }
      }
    }
    return [
      Benchmark(workload: build(1000), baseline: nil),
      Benchmark(workload: build(10_000), baseline: build(1000)),
      Benchmark(workload: rerender(1000), baseline: nil),
      Benchmark(workload: rerender(10_000), baseline: rerender(1000)),
    ]
  }

  /// R4: tap → view model → subject → `onReceive` → `withAnimation` → update → layout → 30 frames.
  static var callbackFlow: Benchmark {
    let workload = Workload("R4 view callback flow", operations: 40, quick: 4) {
      let host = ViewHost(CallbackScreen())
      var title = "Collapse"
      return { count in
        nanoseconds {
          for _ in 0..<count {
            try! host.tap(title)
            title = title == "Collapse" ? "Expand" : "Collapse"
            host.advance(frames: 30)
          }
        }
      }
    }
    return Benchmark(workload: workload, baseline: nil)
  }
}
