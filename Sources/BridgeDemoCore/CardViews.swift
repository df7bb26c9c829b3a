import Foundation
import ViewModelKit

// Seed 001's card: the `if`/`else` version and the fix, as the article writes them, with the
// imports replaced. The article leaves `content`, `ExpandedCard` and `CollapsedCard` out; they are
// filled in here, each card with a `_printChanges()` call and a state of its own, as the
// article's diagnosis suggests.

struct CardContent {
  let title = "Release notes"
  let body = "Everything that changed in this version."
}

/// The seed's first version: two branches, two identities.
struct CardView: View {
  let content = CardContent()
  @State private var isExpanded = false

  var body: some View {
    if isExpanded {
      ExpandedCard(content: content)
        .onTapGesture { withAnimation(.spring) { isExpanded = false } }
    } else {
      CollapsedCard(content: content)
        .onTapGesture { withAnimation(.spring) { isExpanded = true } }
    }
  }
}

struct ExpandedCard: View {
  let content: CardContent
  @State private var isRead = false

  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text(content.title)
      Text(content.body)
    }
    .frame(maxHeight: .infinity)
  }
}

struct CollapsedCard: View {
  let content: CardContent
  @State private var isRead = false

  var body: some View {
    let _ = Self._printChanges()
    Text(content.title).frame(height: 60)
  }
}

/// The seed's fix: one `VStack` whose properties change.
struct FixedCardView: View {
  let content = CardContent()
  @State private var isExpanded = false

  var body: some View {
    let _ = Self._printChanges()
    VStack(alignment: .leading) {
      Text(content.title)
        .lineLimit(isExpanded ? nil : 1)

      if isExpanded {
        Text(content.body)
          .transition(.opacity)
      }
    }
    .frame(maxHeight: isExpanded ? .infinity : 60)
    .onTapGesture {
      withAnimation(.spring) { isExpanded.toggle() }
    }
  }
}
