import Testing
import ViewModelKit

/// A style from an app: the label padded, shrunk while pressed, dimmed when disabled.
private struct ScaleButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(10)
      .scaleEffect(configuration.isPressed ? 0.5 : 1)
      .opacity(isEnabled ? 1 : 0.5)
  }
}

/// A primitive style that triggers on a tap gesture of its own.
private struct TapGestureStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(4)
      .onTapGesture { configuration.trigger() }
  }
}

/// A primitive style that wraps the configuration in a button.
private struct WrappingStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).padding(6)
  }
}

private struct Checkout: View {
  let log: EventLog
  var isLocked = false

  var body: some View {
    VStack {
      Button("Pay") { log("pay") }
        .buttonStyle(ScaleButtonStyle())
        .disabled(isLocked)
      Button("Delete", role: .destructive) { log("delete") }
        .buttonStyle(TapGestureStyle())
      Button("Share", systemImage: "square.and.arrow.up") { log("share") }
        .buttonStyle(WrappingStyle())
      Button("Retry") { log("retry") }
        .buttonStyle(.bordered)
    }
  }
}

@MainActor
@Suite("Button styles")
struct ButtonStyleTests {
  @Test func aCustomStylesBodyIsWhatIsLaidOut() throws {
    let host = ViewHost(Checkout(log: EventLog()))
    let pay = try #require(host.snapshot().first("Button"))
    // "Pay" is 24×20; the style pads it by 10 on every side.
    #expect(pay.frame.size == CGSize(width: 44, height: 40))
    #expect(pay.first("Text")?.frame.size == CGSize(width: 24, height: 20))
  }

  @Test func aStyleSeesThePressAndTheTapStillRunsTheAction() throws {
    let log = EventLog()
    let host = ViewHost(Checkout(log: log))
    let before = try #require(host.snapshot().first("Button")?.first("Text")?.frame)

    try host.press("Pay")
    let pressed = try #require(host.snapshot().first("Button")?.first("Text")?.frame)
    // Scaled by one half around the centre of the padded label.
    #expect(pressed.size == CGSize(width: 12, height: 10))
    #expect(pressed.midX == before.midX && pressed.midY == before.midY)
    #expect(log.entries.isEmpty)

    try host.release("Pay")
    #expect(host.snapshot().first("Button")?.first("Text")?.frame == before)
    #expect(log.entries == ["pay"])

    try host.tap("Pay")
    #expect(log.entries == ["pay", "pay"])
  }

  @Test func aStyleReadsTheEnvironment() throws {
    let host = ViewHost(Checkout(log: EventLog(), isLocked: true))
    #expect(host.snapshot().first("Button")?.first("Text")?.opacity == 0.5)
  }

  @Test func aPrimitiveStyleDecidesWhenItsButtonTriggers() throws {
    let log = EventLog()
    let host = ViewHost(Checkout(log: log))
    try host.tap("Delete")
    try host.tap("Share")
    #expect(log.entries == ["delete", "share"])
  }

  @Test func builtInStylesAreRecordedAndBorderedPadsTheLabel() throws {
    let log = EventLog()
    let host = ViewHost(Checkout(log: log))
    let retry = try #require(host.snapshot().all("Button").last)
    // "Retry" is 40×20, inset 12 left and right and 7 above and below.
    #expect(retry.frame.size == CGSize(width: 64, height: 34))
    try host.tap("Retry")
    #expect(log.entries == ["retry"])
    #expect(host.treeDescription().contains(".buttonStyle(bordered)"))
    #expect(host.treeDescription().contains("Button role: destructive"))
  }

  @Test func theShareButtonShowsItsLabelAndSymbol() {
    let host = ViewHost(Checkout(log: EventLog()))
    #expect(
      host.snapshot().all("Image").count == 1
        && shownTexts(host) == ["Pay", "Delete", "Share", "Retry"]
    )
  }
}

/// A style that animates its press, as app styles usually do.
private struct SpringyStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .scaleEffect(configuration.isPressed ? 0.5 : 1)
      .animation(.linear(duration: 0.2), value: configuration.isPressed)
  }
}

private struct SpringyButton: View {
  var body: some View {
    Button("Go") {}.buttonStyle(SpringyStyle())
  }
}

@MainActor
@Suite("Button styles over time")
struct AnimatedButtonStyleTests {
  @Test func aPressAnimatesWithTheStylesAnimation() throws {
    let host = ViewHost(SpringyButton())
    // "Go" is 16×20, centred on the screen.
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 187, y: 412, width: 16, height: 20))
    try host.press("Go")
    host.advance(by: 0.1)
    let halfway = try #require(host.snapshot().first("Text"))
    #expect(halfway.frame == CGRect(x: 189, y: 414.5, width: 12, height: 15))
    #expect(halfway.isAnimating)
    try host.settle()
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 191, y: 417, width: 8, height: 10))
  }
}
