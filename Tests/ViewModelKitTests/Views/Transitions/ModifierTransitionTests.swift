import Testing
import ViewModelKit

/// Turns the content about its top leading corner and dims it.
private struct Swing: ViewModifier {
  var degrees: Double

  func body(content: Content) -> some View {
    content
      .rotationEffect(.degrees(degrees), anchor: .topLeading)
      .opacity(degrees == 0 ? 1 : 0.2)
  }
}

/// A blur whose radius animates through the modifier's own data.
private struct Defocus: ViewModifier, Animatable {
  var radius: Double

  nonisolated var animatableData: Double {
    get { radius }
    set { radius = newValue }
  }

  func body(content: Content) -> some View {
    content.blur(radius: radius).brightness(radius / 100)
  }
}

/// An iOS 17 transition: in from small and blurred, out large and faded.
private struct Pop: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .scaleEffect(phase == .willAppear ? 0.5 : phase == .didDisappear ? 2 : 1)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

private struct Toast<Effect: View>: View {
  @State private var isShown = false
  let toast: (Color) -> Effect

  var body: some View {
    VStack {
      if isShown { toast(Color.purple) }
      Button("Show") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
    }
  }
}

@MainActor
@Suite("Modifier and Transition-protocol transitions")
struct ModifierTransitionTests {
  @Test func aModifierTransitionInterpolatesTheEffectsOfItsBody() throws {
    let host = ViewHost(
      Toast { color in
        color.frame(width: 100, height: 50)
          .transition(.modifier(active: Swing(degrees: 90), identity: Swing(degrees: 0)))
      }
    )
    try host.tap("Show")
    let start = try #require(host.snapshot().first("Color"))
    #expect(start.rotation == .degrees(90) && isClose(start.opacity, 0.2))
    host.advance(by: 0.5)
    let half = try #require(host.snapshot().first("Color"))
    #expect(isClose(half.rotation.degrees, 45, tolerance: 1e-4))
    #expect(isClose(half.opacity, 0.6, tolerance: 1e-6))
    try host.settle()
    let settled = try #require(host.snapshot().first("Color"))
    #expect(settled.rotation == .zero && settled.opacity == 1 && !settled.isAnimating)
    try host.tap("Show")
    host.advance(by: 0.75)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(leaving.isLeaving && isClose(leaving.rotation.degrees, 67.5, tolerance: 1e-4))
  }

  @Test func anAnimatableModifierIsEvaluatedAtItsInterpolatedData() throws {
    let host = ViewHost(
      Toast { color in
        color.frame(width: 100, height: 50)
          .transition(.modifier(active: Defocus(radius: 20), identity: Defocus(radius: 0)))
      }
    )
    try host.tap("Show")
    #expect(
      host.snapshot().first("Color")?.effects == [
        .brightness(0.2), .blur(radius: 20, opaque: false),
      ]
    )
    host.advance(by: 0.25)
    let color = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(color.blurRadius), 15, tolerance: 1e-4))
    #expect(isClose(color.adjustment("brightness", neutral: 0), 0.15, tolerance: 1e-6))
    try host.settle()
    #expect(host.snapshot().first("Color")?.effects == [])
  }

  @Test func aTransitionTypeUsesItsBodyAtEachPhase() throws {
    let host = ViewHost(
      Toast { color in color.frame(width: 100, height: 50).transition(Pop()) }
    )
    try host.tap("Show")
    let entering = try #require(host.snapshot().first("Color"))
    #expect(entering.frame == CGRect(x: 170, y: 395.5, width: 50, height: 25))
    #expect(entering.opacity == 0)
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame == CGRect(x: 145, y: 383, width: 100, height: 50))
    try host.tap("Show")
    host.advance(by: 0.5)
    let leaving = try #require(host.snapshot().first("Color"))
    // Half way to twice the size, about the centre, half faded.
    #expect(isClose(Double(leaving.frame.width), 150, tolerance: 1e-4))
    #expect(isClose(leaving.opacity, 0.5, tolerance: 1e-6))
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
  }

  @Test func aTransitionTypeTakesItsOwnAnimation() throws {
    let host = ViewHost(
      Toast { color in
        color.frame(width: 100, height: 50).transition(Pop().animation(.linear(duration: 0.2)))
      }
    )
    try host.tap("Show")
    host.advance(by: 0.1)
    let color = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(color.frame.width), 75, tolerance: 1e-4))
    #expect(isClose(color.opacity, 0.5, tolerance: 1e-6))
  }

  @Test func aModifierTransitionCombinesWithABuiltInOne() throws {
    let host = ViewHost(
      Toast { color in
        color.frame(width: 100, height: 50)
          .transition(
            .modifier(active: Defocus(radius: 10), identity: Defocus(radius: 0))
              .combined(with: .move(edge: .bottom))
          )
      }
    )
    try host.tap("Show")
    let start = try #require(host.snapshot().first("Color"))
    #expect(start.frame == CGRect(x: 145, y: 433, width: 100, height: 50))
    #expect(start.blurRadius == 10)
  }

  @Test func aLeavingViewWithAHigherZIndexStaysInFront() throws {
    struct Flipper: View {
      @State private var showsFront = true

      var body: some View {
        VStack {
          ZStack {
            if showsFront {
              Color.red.frame(width: 50, height: 50).transition(.opacity).zIndex(1)
            } else {
              Color.blue.frame(width: 50, height: 50)
            }
          }
          Button("Flip") { withAnimation(.linear(duration: 1)) { showsFront.toggle() } }
        }
      }
    }
    let host = ViewHost(Flipper())
    try host.tap("Flip")
    host.advance(by: 0.5)
    let stack = try #require(host.snapshot().first("ZStack"))
    #expect(stack.children.map(\.fill) == [.blue, .red])
    #expect(stack.children.map(\.isLeaving) == [false, true])
  }
}
