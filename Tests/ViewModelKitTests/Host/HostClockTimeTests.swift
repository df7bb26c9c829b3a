import Testing
import ViewModelKit

/// The host's clock reads the time of whole frames exactly: frame `n` at `f` frames per second is
/// `.seconds(n) / f`, with no rounding error building up over a long run.
@MainActor
@Suite("Host clock: exact frame times")
struct HostClockTimeTests {
  private struct Dot: View {
    var body: some View { Circle().frame(width: 4, height: 4) }
  }

  @Test(arguments: [60, 120, 24, 7, 1])
  func everyFrameReadsItsExactTime(framesPerSecond: Int) {
    let host = ViewHost(Dot(), framesPerSecond: framesPerSecond)
    for frame in 1...(3 * framesPerSecond + 1) {
      host.advance(frames: 1)
      #expect(host.clock.now.offset == .seconds(frame) / framesPerSecond)
    }
  }

  @Test func aLongRunStaysExact() {
    let host = ViewHost(Dot(), framesPerSecond: 60)
    host.advance(frames: 60 * 3_600 + 7)
    // One hour and seven frames: 3,600 s and 7/60 s, whose attoseconds are 116,666,666,666,666,666.
    #expect(
      host.clock.now.offset
        == Duration(secondsComponent: 3_600, attosecondsComponent: 116_666_666_666_666_666)
    )
  }
}
