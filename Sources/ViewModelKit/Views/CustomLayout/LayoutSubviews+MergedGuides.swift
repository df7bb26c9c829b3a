import Foundation

extension LayoutSubviews {
  /// The merge of these subviews' explicit values for `guide`, or `nil` when none sets it.
  ///
  /// The subviews are where `placing` (a layout's `placeSubviews` in `bounds`) puts them, and
  /// the value is in the coordinates of `bounds`. A subview `placing` leaves out is centred in
  /// `bounds`, as the host places it.
  ///
  /// This is the default `explicitAlignment` of a layout, as in SwiftUI: the topmost first
  /// text baseline, the lowest last one, the mean of any other guide.
  func mergedGuide(_ guide: GuideID, in bounds: CGRect, placing: () -> Void) -> CGFloat? {
    let placements = session.trialPlacements(placing)
    var merged: CGFloat?
    var count = 0
    for box in present {
      let origin: CGPoint
      let proposal: ProposedViewSize
      if let placement = placements[ObjectIdentifier(box)] {
        (origin, proposal) = placement
      } else {
        proposal = ProposedViewSize(bounds.size)
        origin = LayoutEngine.origin(of: session.size(of: box, proposal), in: bounds, .center)
      }
      let size = session.size(of: box, proposal)
      guard let value = session.explicitGuide(of: box, guide, size: size, proposal) else {
        continue
      }
      guide.combine(value + (guide.isHorizontal ? origin.x : origin.y), after: count, into: &merged)
      count += 1
    }
    return merged
  }
}
