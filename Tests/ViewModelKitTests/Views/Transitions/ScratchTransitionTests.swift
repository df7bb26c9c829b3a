import Testing
import ViewModelKit

private struct Spin: ViewModifier {
  var degrees: Double
  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(degrees), anchor: .topLeading).opacity(degrees == 0 ? 1 : 0.5)
  }
}

private struct Blurry: ViewModifier, Animatable {
  var radius: Double
  nonisolated var animatableData: Double {
    get { radius }
    set { radius = newValue }
  }
  func body(content: Content) -> some View { content.blur(radius: radius) }
}

private struct Twirl: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : 0.5).blur(radius: phase.isIdentity ? 0 : 8)
  }
}

private struct Screen: View {
  @State private var shown = false
  let transition: AnyTransition
  var body: some View {
    VStack {
      if shown { Color.green.frame(width: 100, height: 50).transition(transition) }
      Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
    }
  }
}

@MainActor
@Suite struct ScratchTransitionTests {
  @Test(arguments: [
    AnyTransition.move(edge: .leading).combined(with: .opacity),
    .push(from: .trailing),
    .modifier(active: Spin(degrees: 90), identity: Spin(degrees: 0)),
    .modifier(active: Blurry(radius: 10), identity: Blurry(radius: 0)),
    AnyTransition(Twirl()),
  ])
  func show(transition: AnyTransition) throws {
    let host = ViewHost(Screen(transition: transition))
    try host.tap("Toggle")
    print(host.snapshot().first("Color")!)
    host.advance(by: 0.5)
    print(host.snapshot().first("Color")!)
    try host.settle()
    print(host.snapshot().first("Color")!)
    try host.tap("Toggle")
    host.advance(by: 0.25)
    print(host.snapshot().first("Color")!)
    try host.settle()
    print("---")
  }
}
