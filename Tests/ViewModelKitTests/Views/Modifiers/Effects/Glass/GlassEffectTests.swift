import Testing
import ViewModelKit

private struct ReviewControls: View {
  @State private var grade = "none"

  var body: some View {
    VStack {
      GlassEffectContainer(spacing: 20) {
        HStack {
          Button("Again") { grade = "again" }
            .glassEffect(.regular.tint(.red).interactive(), in: .circle)
          Button("Good") { grade = "good" }
            .glassEffect()
        }
      }
      Text("Grade \(grade)")
    }
  }
}

@MainActor
@Suite("Liquid Glass")
struct GlassEffectTests {
  @Test func theGlassAndItsShapeAreRecorded() {
    let host = ViewHost(ReviewControls())
    let tree = host.treeDescription()
    #expect(tree.contains(".glassEffect(regular.tint(red).interactive(), Circle)"))
    #expect(tree.contains(".glassEffect(regular, DefaultGlassEffectShape)"))
    #expect(tree.contains(".glassEffectContainer(20.0)"))
  }

  @Test func buttonsUnderGlassAreTappedAsWithout() throws {
    let host = ViewHost(ReviewControls())
    try host.tap("Good")
    #expect(shownTexts(host) == ["Again", "Good", "Grade good"])
  }

  @Test func glassesCompareByVariantTintAndInteractivity() {
    #expect(Glass.regular.interactive() == Glass.regular.interactive(true))
    #expect(Glass.regular != Glass.clear)
    #expect(Glass.regular.tint(.blue) != Glass.regular)
    #expect(Glass.identity.description == "identity")
  }
}
