import Foundation
import Testing
import ViewModelKit

// Seed 001: an `if`/`else` whose branches draw the same card replaces the view; one view with
// changing properties updates it in place.

private struct CardContent: Equatable {
  let title: String
  let body: String
}

private let content = CardContent(title: "Title", body: "Body text")

/// The seed's first version: two branches, two identities.
private struct CardView: View {
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

private struct ExpandedCard: View {
  let content: CardContent
  @State private var reads = 0

  var body: some View {
    let _ = Self._printChanges()
    VStack(alignment: .leading) {
      Text(content.title)
      Text(content.body)
      Button("Read \(reads)") { reads += 1 }
    }
  }
}

private struct CollapsedCard: View {
  let content: CardContent
  @State private var peeks = 0

  var body: some View {
    let _ = Self._printChanges()
    VStack(alignment: .leading) {
      Text(content.title)
      Button("Peek \(peeks)") { peeks += 1 }
    }
  }
}

/// The seed's fix: one `VStack` whose properties change.
private struct FixedCardView: View {
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
      CardFooter()
    }
    .frame(maxHeight: isExpanded ? .infinity : 60)
    .onTapGesture {
      withAnimation(.spring) { isExpanded.toggle() }
    }
  }
}

private struct CardFooter: View {
  @State private var peeks = 0

  var body: some View {
    Button("Peek \(peeks)") { peeks += 1 }
  }
}

// The seed's second shape: the same field in both branches.

/// A field that keeps its own draft.
private struct EditorField: View {
  @State private var draft = ""

  var body: some View {
    TextField("Draft", text: $draft)
  }
}

private struct BranchingEditor: View {
  @State private var isEditing = true

  var body: some View {
    VStack {
      Toggle("Editing", isOn: $isEditing)
      if isEditing {
        EditorField()
      } else {
        EditorField().disabled(true)
      }
    }
  }
}

private struct DisablingEditor: View {
  @State private var isEditing = true

  var body: some View {
    VStack {
      Toggle("Editing", isOn: $isEditing)
      EditorField().disabled(!isEditing)
    }
  }
}

/// A field whose text is the parent's state, as in the seed (`TextField("Name", text: $name)`).
private struct NameField: View {
  @Binding var text: String

  var body: some View {
    TextField("Name", text: $text)
    Text("\(text.count) letters")
  }
}

private struct BranchingNameEditor: View {
  @State private var isEditing = true
  @State private var name = ""

  var body: some View {
    VStack {
      Toggle("Editing", isOn: $isEditing)
      if isEditing {
        NameField(text: $name)
      } else {
        NameField(text: $name).disabled(true)
      }
    }
  }
}

private struct DisablingNameEditor: View {
  @State private var isEditing = true
  @State private var name = ""

  var body: some View {
    VStack {
      Toggle("Editing", isOn: $isEditing)
      NameField(text: $name).disabled(!isEditing)
    }
  }
}

@MainActor
@Suite("Seed 001: branches replace views, properties update them")
struct CardIdentityTests {
  @Test func theIfElseCardReplacesTheViewAndResetsItsState() throws {
    let host = ViewHost(CardView())
    try host.tap("Peek 0")
    #expect(shownTexts(host) == ["Title", "Peek 1"])

    let expand = try host.measure("expand") { try host.tap("Title") }
    #expect(
      expand.description
        == "expand: isExpanded changed | recomputed CardView local, ExpandedCard identity | skipped none"
    )
    #expect(shownTexts(host) == ["Title", "Body text", "Read 0"])

    let collapse = try host.measure("collapse") { try host.tap("Title") }
    #expect(
      collapse.description
        == "collapse: isExpanded changed | recomputed CardView local, CollapsedCard identity | skipped none"
    )
    // The collapsed card is a new view: its state starts again.
    #expect(shownTexts(host) == ["Title", "Peek 0"])
    #expect(
      host.printedChanges == [
        "CollapsedCard: @self, @identity, _peeks changed.",
        "CollapsedCard: _peeks changed.",
        "ExpandedCard: @self, @identity, _reads changed.",
        "CollapsedCard: @self, @identity, _peeks changed.",
      ]
    )
    let inserted = try #require(host.updates.last { $0.view == "CollapsedCard" })
    #expect(inserted.cause == .identity)
    #expect(inserted.transaction.animation == .spring)
  }

  @Test func theSingleViewFixUpdatesInPlaceAndKeepsState() throws {
    let host = ViewHost(FixedCardView())
    try host.tap("Peek 0")
    #expect(shownTexts(host) == ["Title", "Peek 1"])

    let expand = try host.measure("expand") { try host.tap("Title") }
    #expect(
      expand.description
        == "expand: isExpanded changed | recomputed FixedCardView local | skipped CardFooter"
    )
    #expect(shownTexts(host) == ["Title", "Body text", "Peek 1"])

    let collapse = try host.measure("collapse") { try host.tap("Title") }
    #expect(
      collapse.description
        == "collapse: isExpanded changed | recomputed FixedCardView local | skipped CardFooter"
    )
    #expect(shownTexts(host) == ["Title", "Peek 1"])
    #expect(
      host.printedChanges == [
        "FixedCardView: @self, @identity, _isExpanded changed.",
        "FixedCardView: _isExpanded changed.",
        "FixedCardView: _isExpanded changed.",
      ]
    )
    let footers = host.updates.filter { $0.view == "CardFooter" }
    #expect(footers.map(\.cause) == [.identity, .local])
    let card = try #require(host.updates.last { $0.view == "FixedCardView" })
    #expect(card.cause == .local)
    #expect(card.transaction.animation == .spring)
  }

  @Test func aFieldWithItsOwnDraftUnderIfElseLosesTheDraft() throws {
    let host = ViewHost(BranchingEditor())
    try host.type("Hello", into: "Draft")
    #expect(host.treeDescription().contains("TextField text: \"Hello\""))

    let lock = try host.measure("lock") { try host.toggle("Editing") }
    #expect(
      lock.description
        == "lock: isEditing changed | recomputed BranchingEditor local, EditorField identity | skipped none"
    )
    #expect(host.treeDescription().contains("TextField text: \"\""))

    try host.toggle("Editing")
    #expect(host.treeDescription().contains("TextField text: \"\""))
    #expect(
      host.updates.filter { $0.view == "EditorField" }.map(\.cause)
        == [.identity, .identity, .identity]
    )
  }

  @Test func aFieldBoundToTheParentUnderIfElseKeepsTheTextButIsANewView() throws {
    let host = ViewHost(BranchingNameEditor())
    let typed = try host.measure("type") { try host.type("Ada", into: "Name") }
    #expect(
      typed.description
        == "type: name changed | recomputed NameField parent | skipped BranchingNameEditor"
    )

    let lock = try host.measure("lock") { try host.toggle("Editing") }
    #expect(
      lock.description
        == "lock: isEditing changed | recomputed BranchingNameEditor local, NameField identity | skipped none"
    )
    #expect(shownTexts(host) == ["Editing", "Name", "3 letters"])
    #expect(host.treeDescription().contains("TextField text: \"Ada\""))
  }

  @Test func theDisabledModifierFormKeepsTheFieldAndItsDraft() throws {
    let host = ViewHost(DisablingEditor())
    try host.type("Hello", into: "Draft")

    let lock = try host.measure("lock") { try host.toggle("Editing") }
    #expect(
      lock.description
        == "lock: isEditing changed | recomputed DisablingEditor local | skipped EditorField"
    )
    #expect(host.treeDescription().contains("TextField text: \"Hello\""))
    #expect(throws: ViewHostError.disabled(action: "type into", label: "Draft", view: "TextField"))
    {
      try host.type("Again", into: "Draft")
    }

    try host.toggle("Editing")
    #expect(host.treeDescription().contains("TextField text: \"Hello\""))
    #expect(host.updates.filter { $0.view == "EditorField" }.map(\.cause) == [.identity])
  }

  @Test func theDisabledModifierFormKeepsTheBoundFieldToo() throws {
    let host = ViewHost(DisablingNameEditor())
    try host.type("Ada", into: "Name")

    let lock = try host.measure("lock") { try host.toggle("Editing") }
    #expect(
      lock.description
        == "lock: isEditing changed | recomputed DisablingNameEditor local | skipped NameField"
    )
    #expect(shownTexts(host) == ["Editing", "Name", "3 letters"])
    #expect(host.updates.filter { $0.view == "NameField" }.map(\.cause) == [.identity, .parent])
  }
}
