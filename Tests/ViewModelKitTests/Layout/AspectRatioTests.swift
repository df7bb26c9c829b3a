import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("aspectRatio")
struct AspectRatioTests {
  /// A square avatar in a 44-point row: the circle is proposed the largest square that fits.
  @Test func aSquareAvatarFitsTheRowHeight() {
    struct ContactRow: View {
      var body: some View {
        HStack {
          Circle()
            .fill(Color.blue)
            .aspectRatio(1, contentMode: .fit)
          Text("Ada Lovelace")
        }
        .frame(height: 44)
      }
    }
    let snapshot = ViewHost(ContactRow()).snapshot()
    #expect(snapshot.first("Circle")?.frame == rect(121, 400, 44, 44))
    #expect(snapshot.first("Text")?.frame == rect(173, 412, 96, 20))
  }

  /// `.fill` proposes the smallest size of the ratio that covers the offer, centred on it.
  @Test func fillCoversTheFrameAndOverflowsIt() {
    struct Banner: View {
      var body: some View {
        Color.red
          .aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
          .frame(width: 100, height: 100)
      }
    }
    #expect(ViewHost(Banner()).snapshot().first("Color")?.frame == rect(95, 372, 200, 100))
  }

  /// `scaledToFit()` keeps the ratio of the content's ideal size (40 × 20 here).
  @Test func scaledToFitKeepsTheIdealRatio() {
    struct Thumbnail: View {
      var body: some View {
        Color.green
          .frame(idealWidth: 40, idealHeight: 20)
          .scaledToFit()
          .frame(width: 100, height: 100)
      }
    }
    #expect(ViewHost(Thumbnail()).snapshot().first("Color")?.frame == rect(145, 397, 100, 50))
  }

  /// `scaledToFill()` of the same view covers the square.
  @Test func scaledToFillCoversTheFrame() {
    struct Cover: View {
      var body: some View {
        Color.green
          .frame(idealWidth: 40, idealHeight: 20)
          .scaledToFill()
          .frame(width: 100, height: 100)
      }
    }
    #expect(ViewHost(Cover()).snapshot().first("Color")?.frame == rect(95, 372, 200, 100))
  }
}
