import Testing
import ViewModelKit

// TimelineView on the host's clock: the content is redrawn at each date of its schedule when
// the test advances the host.

private struct Stopwatch: View {
  let start: Date

  var body: some View {
    TimelineView(.periodic(from: start, by: 1)) { context in
      Text("\(Int(context.date.timeIntervalSince(start).rounded())) s")
    }
  }
}

private struct Ticker: View {
  @State private var frames = 0

  var body: some View {
    TimelineView(.animation(minimumInterval: 0.25)) { context in
      Text("tick").onChange(of: context.date) { frames += 1 }
    }
    Text("\(frames) ticks")
  }
}

@MainActor
@Suite("TimelineView: redrawn at the dates of its schedule, on the host's clock")
struct TimelineViewTests {
  @Test func aPeriodicTimelineRedrawsEverySecond() {
    let host = ViewHost(Stopwatch(start: .now))
    #expect(host.snapshot().first("Text")?.text == "0 s")
    host.advance(frames: 59)
    #expect(host.snapshot().first("Text")?.text == "0 s")
    host.advance(frames: 1)
    #expect(host.snapshot().first("Text")?.text == "1 s")
    host.advance(by: 2.5)
    #expect(host.snapshot().first("Text")?.text == "3 s")
  }

  @Test func anAnimationTimelineRedrawsEveryMinimumInterval() {
    let host = ViewHost(Ticker())
    host.advance(by: 1)
    #expect(host.snapshot().all("Text").last?.text == "4 ticks")
  }

  @Test func theScheduleGivesItsDates() {
    let start = Date(timeIntervalSinceReferenceDate: 90)
    let periodic = PeriodicTimelineSchedule(from: start, by: 10)
      .entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
    #expect(periodic.prefix(3).map(\.timeIntervalSinceReferenceDate) == [120, 130, 140])
    let minutes = EveryMinuteTimelineSchedule()
      .entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
    #expect(minutes.prefix(2).map(\.timeIntervalSinceReferenceDate) == [120, 180])
  }

  @Test func anAnimationScheduleHasNoDatesWhenPausedOrAtLowFrequency() {
    let start = Date(timeIntervalSinceReferenceDate: 10)
    let running = AnimationTimelineSchedule(minimumInterval: 0.5)
    #expect(
      running.entries(from: start, mode: .normal).prefix(3).map(\.timeIntervalSinceReferenceDate)
        == [10, 10.5, 11]
    )
    #expect(Array(running.entries(from: start, mode: .lowFrequency)) == [])
    let paused = AnimationTimelineSchedule(paused: true)
    #expect(Array(paused.entries(from: start, mode: .normal)) == [])
    #expect(Array(paused.entries(from: start, mode: .lowFrequency)) == [])
  }

  @Test func aPausedAnimationTimelineDrawsItsContentOnce() {
    let host = ViewHost(PausedTicker())
    host.advance(by: 1)
    #expect(host.snapshot().all("Text").map(\.text) == ["tick", "0 ticks"])
  }
}

private struct PausedTicker: View {
  @State private var frames = 0

  var body: some View {
    TimelineView(.animation(minimumInterval: 0.25, paused: true)) { context in
      Text("tick").onChange(of: context.date) { frames += 1 }
    }
    Text("\(frames) ticks")
  }
}
