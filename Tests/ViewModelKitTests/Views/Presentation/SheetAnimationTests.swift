import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Sheet animation")
struct SheetAnimationTests {
  private struct Animated: View {
    @State var isShowing = false
    var body: some View {
      Button("Show") { withAnimation(.linear(duration: 0.4)) { isShowing = true } }
        .sheet(isPresented: $isShowing) { Text("Sheet") }
    }
  }

  @Test func aSheetPresentedInAnAnimatedTransactionSlidesUp() throws {
    let host = ViewHost(Animated())
    try host.tap("Show")
    host.advance(by: 0.2)
    let sheet = try #require(host.snapshot().all("Text").last)
    #expect(sheet.text == "Sheet")
    #expect(sheet.frame == CGRect(x: 175, y: 834, width: 40, height: 20))
    try host.settle()
    #expect(
      host.snapshot().all("Text").last?.frame == CGRect(x: 175, y: 417, width: 40, height: 20)
    )
    try host.dismiss()
    #expect(host.snapshot().all("Text").count == 1)
  }
}
