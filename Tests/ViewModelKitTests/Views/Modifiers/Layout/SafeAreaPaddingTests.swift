import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("safeAreaPadding")
struct SafeAreaPaddingTests {
  @Test func theContentIsLaidOutInsideTheAddedSpace() throws {
    let host = ViewHost(Text("Hi").safeAreaPadding(20), size: CGSize(width: 200, height: 100))
    // "Hi" is 16 × 20; with 20 points on every edge the padded view is 56 × 60, centred.
    let text = try #require(host.snapshot().first("Text"))
    #expect(text.frame == CGRect(x: 92, y: 40, width: 16, height: 20))
  }

  @Test func edgesWithoutALengthGetSixteenPoints() throws {
    let host = ViewHost(
      Text("Hi").safeAreaPadding(.leading),
      size: CGSize(width: 200, height: 100)
    )
    // 16 points before "Hi": the padded view is 32 × 20, centred at x 84.
    let text = try #require(host.snapshot().first("Text"))
    #expect(text.frame == CGRect(x: 100, y: 40, width: 16, height: 20))
  }
}
