import Foundation
import Testing
import ViewModelKit

@Suite("ProposedViewSize")
struct ProposedViewSizeTests {
  @Test func namedProposals() {
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
  }

  @Test func createsFromASize() {
    #expect(ProposedViewSize(CGSize(width: 390, height: 844)) == proposal(390, 844))
  }

  @Test func replacesOnlyUnspecifiedDimensions() {
    #expect(proposal(40, nil).replacingUnspecifiedDimensions() == size(40, 10))
    #expect(proposal(nil, nil).replacingUnspecifiedDimensions(by: size(3, 4)) == size(3, 4))
    #expect(
      ProposedViewSize.infinity.replacingUnspecifiedDimensions() == size(.infinity, .infinity)
    )
  }
}
