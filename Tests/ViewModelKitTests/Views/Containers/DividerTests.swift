import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Divider")
struct DividerTests {
  /// In a `VStack` a divider is a 1-point line across the whole width offered.
  @Test func inAVStackItIsAFullWidthLine() {
    struct Article: View {
      var body: some View {
        VStack {
          Text("Title")
          Divider()
          Text("Body")
        }
      }
    }
    let snapshot = ViewHost(Article()).snapshot()
    #expect(snapshot.first("VStack")?.frame == rect(0, 393.5, 390, 57))
    #expect(snapshot.first("Divider")?.frame == rect(0, 421.5, 390, 1))
    #expect(snapshot.first("Rectangle")?.frame == rect(0, 421.5, 390, 1))
  }

  /// In an `HStack` it is a vertical line as tall as offered.
  @Test func inAnHStackItIsAVerticalLine() {
    struct Toolbar: View {
      var body: some View {
        HStack {
          Text("Left")
          Divider()
          Text("Right")
        }
        .frame(height: 30)
      }
    }
    let snapshot = ViewHost(Toolbar()).snapshot()
    #expect(snapshot.first("Divider")?.frame == rect(190.5, 407, 1, 30))
  }

  /// Outside any stack it is horizontal.
  @Test func aloneItIsHorizontal() {
    struct Line: View {
      var body: some View { Divider().padding(.horizontal) }
    }
    #expect(ViewHost(Line()).snapshot().first("Divider")?.frame == rect(16, 421.5, 358, 1))
  }
}
