import Testing
import ViewModelKit

/// A star rating as apps write it: tappable stars, adjustable with VoiceOver.
private struct RatingView: View {
  @Binding var rating: Int
  let maximum = 5

  var body: some View {
    HStack {
      ForEach(1..<maximum + 1, id: \.self) { number in
        Image(systemName: number > rating ? "star" : "star.fill")
          .onTapGesture { rating = number }
      }
    }
    .accessibilityElement()
    .accessibilityLabel("Rating")
    .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment:
        if rating < maximum { rating += 1 }
      case .decrement:
        if rating > 1 { rating -= 1 }
      }
    }
  }
}

private struct ReviewScreen: View {
  @State private var rating = 3

  var body: some View {
    VStack {
      RatingView(rating: $rating)
      Text("\(rating) of 5")
    }
  }
}

@MainActor
@Suite("accessibilityAdjustableAction")
struct AdjustableActionTests {
  @Test func theHostAdjustsTheViewByItsLabel() throws {
    let host = ViewHost(ReviewScreen())
    try host.increment("Rating")
    try host.increment("Rating")
    try host.increment("Rating")
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["5 of 5"])
    try host.decrement("Rating")
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["4 of 5"])
    #expect(host.treeDescription().contains(".accessibilityAdjustableAction"))
  }

  @Test func aMissingLabelListsWhatCanBeAdjusted() {
    let host = ViewHost(ReviewScreen())
    #expect(throws: ViewHostError.self) { try host.increment("Volume") }
    do {
      try host.increment("Volume")
    } catch {
      #expect("\(error)".contains("Rating"))
    }
  }
}
