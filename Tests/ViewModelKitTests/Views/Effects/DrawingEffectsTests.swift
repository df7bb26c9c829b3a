import Testing
import ViewModelKit

/// Two overlapping cards; the selected one comes to the front.
private struct CardPile: View {
  @State private var selected = 0

  var body: some View {
    VStack {
      ZStack {
        Color.red.frame(width: 60, height: 60).zIndex(selected == 1 ? 1 : 0)
        Color.blue.frame(width: 60, height: 60).offset(x: 20)
      }
      Button("Select red") { selected = 1 }
      Button("Select blue") { selected = 2 }
    }
  }
}

/// A banner whose oversized content is cut to its frame.
private struct Banner: View {
  var body: some View {
    HStack {
      Color.green.frame(width: 80, height: 20).offset(x: 30)
        .frame(width: 50, height: 20)
        .clipped()
    }
  }
}

/// A form row whose hint keeps its place when hidden.
private struct HintRow: View {
  @State private var showsHint = false

  var body: some View {
    VStack {
      if showsHint {
        Text("Hint")
      } else {
        Text("Hint").hidden()
      }
      Button("Help") { showsHint.toggle() }
    }
  }
}

@MainActor
@Suite("Drawing effects: zIndex, clipped, hidden, recorded effects")
struct DrawingEffectsTests {
  @Test func zIndexDrawsAViewInFrontOfItsLaterSiblings() throws {
    let host = ViewHost(CardPile())
    #expect(host.snapshot().first("ZStack")?.children.map(\.fill) == [.red, .blue])
    try host.tap("Select red")
    let stack = try #require(host.snapshot().first("ZStack"))
    #expect(stack.children.map(\.fill) == [.blue, .red])
    // Layout is unchanged: the red card is where it was, now drawn last.
    #expect(stack.children[1].frame == CGRect(x: 165, y: 364, width: 60, height: 60))
    #expect(host.treeDescription().contains(".zIndex(1)"))
    try host.tap("Select blue")
    #expect(host.snapshot().first("ZStack")?.children.map(\.fill) == [.red, .blue])
  }

  @Test func clippedCutsDrawingToTheFrame() throws {
    let host = ViewHost(Banner())
    let color = try #require(host.snapshot().first("Color"))
    // The colour keeps its own frame (centred in the 50-point frame, then moved 30 points);
    // the clip is the frame it is clipped to, in screen coordinates.
    #expect(color.frame == CGRect(x: 185, y: 412, width: 80, height: 20))
    #expect(
      color.effects == [.clip(CGRect(x: 170, y: 412, width: 50, height: 20), antialiased: false)]
    )
    #expect(color.description == "Color (185, 412, 80, 20) clipped(170, 412, 50, 20)")
  }

  @Test func hiddenKeepsTheLayoutAndDrawsNothing() throws {
    let host = ViewHost(HintRow())
    let hidden = try #require(host.snapshot().first("Text"))
    #expect(hidden.effects == [.hidden])
    let buttonFrame = host.snapshot().first("Button")?.frame
    #expect(!host.svg().contains(">Hint<"))
    try host.tap("Help")
    let shown = try #require(host.snapshot().first("Text"))
    #expect(shown.effects == [])
    #expect(shown.frame == hidden.frame)
    #expect(host.snapshot().first("Button")?.frame == buttonFrame)
    #expect(host.svg().contains(">Hint<"))
  }

  @Test func aRotationAboutACornerMovesTheRotatedFrame() throws {
    let host = ViewHost(
      Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90), anchor: .topLeading)
    )
    let color = try #require(host.snapshot().first("Color"))
    // Unrotated at (145, 397); a quarter turn clockwise about that corner covers x 95…145 and
    // y 397…497, which is the frame (70, 422, 100, 50) turned about its centre.
    #expect(color.rotation == .degrees(90))
    #expect(isClose(Double(color.frame.minX), 70, tolerance: 1e-9))
    #expect(isClose(Double(color.frame.minY), 422, tolerance: 1e-9))
    #expect(color.frame.size == CGSize(width: 100, height: 50))
  }

  @Test func opacityIsAFractionFromZeroToOne() throws {
    let host = ViewHost(
      VStack {
        Text("Over").opacity(1.5)
        Text("Under").opacity(-0.5)
      }
    )
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.opacity) == [1, 0] as [Double])
    #expect(host.treeDescription().contains(".opacity(1.0)"))
  }

  @Test func theTreeDescriptionShowsEachEffectModifier() throws {
    let host = ViewHost(
      Text("Hi")
        .blur(radius: 2)
        .shadow(radius: 3, x: 1)
        .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
        .hueRotation(.degrees(15))
        .clipped()
        .hidden()
    )
    #expect(
      host.treeDescription()
        == [
          ".hidden",
          "  .clipped",
          "    .hueRotation(15°)",
          "      .rotation3DEffect(30°, axis: (1, 0, 0))",
          "        .shadow(#000000 0.33, radius: 3, x: 1, y: 0)",
          "          .blur(radius: 2)",
          #"            Text "Hi""#,
        ]
        .joined(separator: "\n")
    )
  }

  @Test func groupsBlendModesAndContentTransitionsAreRecorded() throws {
    let host = ViewHost(
      Text("42")
        .contentTransition(.numericText())
        .blendMode(.multiply)
        .drawingGroup()
        .compositingGroup()
        .colorMultiply(.red)
        .colorInvert()
        .luminanceToAlpha()
    )
    let text = try #require(host.snapshot().first("Text"))
    #expect(
      text.effects == [
        .luminanceToAlpha, .colorInvert, .colorMultiply(resolved(.red)), .compositingGroup,
        .drawingGroup(opaque: false, colorMode: .nonLinear), .blendMode(.multiply),
        .contentTransition(.numericText()),
      ]
    )
    #expect(
      text.description
        == #"Text "42" (187, 412, 16, 20) luminanceToAlpha colorInvert colorMultiply(#ff3b30)"#
        + " compositingGroup drawingGroup blendMode(multiply) contentTransition(numericText)"
    )
  }
}
