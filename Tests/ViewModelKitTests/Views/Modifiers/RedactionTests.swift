import Testing
import ViewModelKit

// Placeholders while data loads: `redacted(reason:)` reaches the content's environment, and
// `unredacted()` takes a part of it out again.

private struct Headline: View {
  @Environment(\.redactionReasons) private var reasons
  let title: String

  var body: some View {
    Text(reasons.isEmpty ? title : "redacted \(reasons)")
  }
}

private struct StoryCard: View {
  let isLoading: Bool

  var body: some View {
    VStack {
      Headline(title: "Rain tomorrow")
      Headline(title: "Today").unredacted()
    }
    .redacted(reason: isLoading ? .placeholder : [])
  }
}

@MainActor
struct RedactionTests {
  @Test func theReasonsReachTheContentAndUnredactedClearsThem() {
    let loading = ViewHost(StoryCard(isLoading: true))
    #expect(shownTexts(loading) == ["redacted [placeholder]", "Today"])

    let loaded = ViewHost(StoryCard(isLoading: false))
    #expect(shownTexts(loaded) == ["Rain tomorrow", "Today"])
  }

  @Test func nestedRedactionsAddTheirReasons() {
    let host = ViewHost(
      Headline(title: "Balance").redacted(reason: .privacy).redacted(reason: .placeholder)
    )
    #expect(shownTexts(host) == ["redacted [placeholder, privacy]"])
  }

  @Test func treeDescriptionsShowTheRedactionAndTheRecordedModifiers() {
    let host = ViewHost(
      Text("Balance")
        .privacySensitive()
        .redacted(reason: .placeholder)
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
        .help("Your account's balance")
        .onHover { _ in }
    )
    let description = host.treeDescription()
    for line in [
      ".privacySensitive(true)", ".redacted([placeholder])", ".statusBarHidden(true)",
      ".persistentSystemOverlays(hidden)", ".onHover()",
      ".accessibilityHint(Your account's balance)",
    ] {
      #expect(description.contains(line), "\(line) in \(description)")
    }
  }
}
