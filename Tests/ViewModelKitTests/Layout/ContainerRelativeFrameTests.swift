import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
  /// Two of four parts of the screen's 390 points with 10 between: 2 × 90 + 10, whatever the
  /// padding around offers.
  @Test func aSpanOfTheScreensWidth() {
    struct Card: View {
      var body: some View {
        Color.red
          .containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10)
          .frame(height: 20)
          .padding(40)
      }
    }
    #expect(ViewHost(Card()).snapshot().first("Color")?.frame == rect(100, 412, 190, 20))
  }

  @Test func aLengthComputedPerAxis() {
    struct Poster: View {
      var body: some View {
        Color.blue.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
          axis == .vertical ? length / 4 : length * 0.5
        }
      }
    }
    #expect(ViewHost(Poster()).snapshot().first("Color")?.frame == rect(97.5, 316.5, 195, 211))
  }

  @Test func theFullLengthInASmallerFrame() {
    struct Banner: View {
      var body: some View {
        Text("Hi").containerRelativeFrame(.horizontal, alignment: .leading).frame(width: 100)
      }
    }
    let host = ViewHost(Banner(), size: CGSize(width: 300, height: 100))
    #expect(host.snapshot().first("Text")?.frame == rect(0, 40, 16, 20))
  }
}
