import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Alignment guides in overlays and backgrounds")
struct LayerAlignmentGuideTests {
  /// The badge idiom as an overlay: the badge's centre meets the avatar's top-trailing corner,
  /// and the avatar keeps its frame (an overlay takes no room).
  @Test func aBadgeOverlayCentredOnTheCorner() {
    let avatar = Color.blue.frame(width: 60, height: 60)
      .overlay(alignment: .topTrailing) {
        Circle()
          .fill(Color.red)
          .frame(width: 20, height: 20)
          .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
          .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
      }
    let snapshot = ViewHost(avatar).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(165, 392, 60, 60))
    #expect(snapshot.first("Circle")?.frame == rect(215, 382, 20, 20))
  }

  /// A caption hung below its view: the caption's top meets the view's bottom.
  @Test func aBackgroundHungBelowTheView() {
    let view = Color.blue.frame(width: 100, height: 40)
      .background(alignment: .bottom) {
        Color.red.frame(width: 50, height: 10)
          .alignmentGuide(.bottom) { d in d[.top] }
      }
    let snapshot = ViewHost(view).snapshot()
    // A background comes first in drawing order.
    let colors = snapshot.all("Color").map(\.frame)
    #expect(colors == [rect(170, 442, 50, 10), rect(145, 402, 100, 40)])
  }
}
