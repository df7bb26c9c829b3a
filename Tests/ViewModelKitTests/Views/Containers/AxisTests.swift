import Testing
import ViewModelKit

@Suite("Axis")
struct AxisTests {
  @Test func axesDescribeThemselvesAndKeepSwiftUIsRawValues() {
    #expect(Axis.allCases == [.horizontal, .vertical])
    #expect(Axis.horizontal.rawValue == 0)
    #expect(Axis.vertical.rawValue == 1)
    #expect(Axis.horizontal.description == "horizontal")
    #expect("\(Axis.vertical)" == "vertical")
    #expect(!Axis.Set.horizontal.contains(.vertical))
  }
}
