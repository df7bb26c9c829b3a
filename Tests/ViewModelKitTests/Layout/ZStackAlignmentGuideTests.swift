import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Alignment guides in a ZStack")
struct ZStackAlignmentGuideTests {
  /// The badge idiom: the badge's centre meets the avatar's top-trailing corner, and the ZStack
  /// grows to hold both.
  @Test func aBadgeCentredOnTheCorner() {
    struct Avatar: View {
      var body: some View {
        ZStack(alignment: .topTrailing) {
          Color.blue.frame(width: 60, height: 60)
          Circle()
            .fill(Color.red)
            .frame(width: 20, height: 20)
            .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
            .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        }
      }
    }
    let snapshot = ViewHost(Avatar()).snapshot()
    #expect(snapshot.first("ZStack")?.frame == rect(160, 387, 70, 70))
    #expect(snapshot.first("Color")?.frame == rect(160, 397, 60, 60))
    #expect(snapshot.first("Circle")?.frame == rect(210, 387, 20, 20))
  }
}
