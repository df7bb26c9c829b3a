import Testing
import ViewModelKit

// Hover effects as iPad-minded screens add them: recorded on a touch host, changing nothing.

private struct Toolbar: View {
  let isEditing: Bool

  var body: some View {
    HStack {
      Button("Edit") {}.hoverEffect(.lift)
      Button("Share") {}.hoverEffect()
      Button("Delete") {}.hoverEffect(.highlight, isEnabled: isEditing)
    }
  }
}

@MainActor
@Suite("hoverEffect")
struct HoverEffectTests {
  @Test func hoverEffectsAreRecordedAndChangeNothing() throws {
    let plain = ViewHost(
      HStack {
        Button("Edit") {}
        Button("Share") {}
        Button("Delete") {}
      }
    )
    let host = ViewHost(Toolbar(isEditing: false))
    let tree = host.treeDescription()
    #expect(tree.contains(".hoverEffect(lift)"))
    #expect(tree.contains(".hoverEffect(automatic)"))
    #expect(tree.contains(".hoverEffect(highlight, disabled)"))
    #expect(host.snapshot().all("Text").map(\.frame) == plain.snapshot().all("Text").map(\.frame))
    try host.tap("Edit")
  }
}
