import Testing
import ViewModelKit

@MainActor
@Suite("Gradients")
struct GradientTests {
  private let screen = CGSize(width: 40, height: 40)

  @Test func colorsAreSpreadEvenly() {
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
  }

  @Test func aLinearGradientIsAnSVGLinearGradientInTheFrame() {
    let host = ViewHost(
      LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
        .frame(width: 20, height: 10),
      size: screen
    )
    #expect(
      snapshotLines(host) == [
        "LinearGradient (10, 15, 20, 10) fill(linearGradient([blue 0, purple 1],"
          + " startPoint: top, endPoint: bottom))"
      ]
    )
    #expect(
      drawnElements(host.svg()) == [
        ##"<defs><linearGradient id="paint-1" gradientUnits="userSpaceOnUse" x1="20" y1="15""##
          + ##" x2="20" y2="25"><stop offset="0" stop-color="#007aff"/>"##
          + ##"<stop offset="1" stop-color="#af52de"/></linearGradient></defs>"##,
        ##"<rect x="10" y="15" width="20" height="10" fill="url(#paint-1)"/>"##,
      ]
    )
  }

  @Test func aRadialGradientMapsItsStartRadiusToTheFirstOffset() {
    let view = Circle()
      .fill(
        .radialGradient(
          colors: [.white, .blue.opacity(0.5)],
          center: .center,
          startRadius: 5,
          endRadius: 10
        )
      )
      .frame(width: 20, height: 20)
    let host = ViewHost(view, size: screen)
    #expect(
      drawnElements(host.svg())[0]
        == ##"<defs><radialGradient id="paint-1" gradientUnits="userSpaceOnUse" cx="20" cy="20""##
        + ##" r="10"><stop offset="0.5" stop-color="#ffffff"/>"##
        + ##"<stop offset="1" stop-color="#007aff" stop-opacity="0.5"/></radialGradient></defs>"##
    )
    #expect(drawnElements(host.svg())[1].hasSuffix(##" fill="url(#paint-1)"/>"##))
  }

  @Test func anEllipticalGradientIsScaledToTheFrame() {
    let host = ViewHost(
      Capsule().fill(EllipticalGradient(colors: [.yellow, .orange])).frame(width: 40, height: 20),
      size: screen
    )
    #expect(
      drawnElements(host.svg())[0]
        == ##"<defs><radialGradient id="paint-1" gradientUnits="userSpaceOnUse""##
        + ##" gradientTransform="matrix(40 0 0 20 0 10)" cx="0.5" cy="0.5" r="0.5">"##
        + ##"<stop offset="0" stop-color="#ffcc00"/><stop offset="1" stop-color="#ff9500"/>"##
        + ##"</radialGradient></defs>"##
    )
  }

  @Test func anAngularGradientIsRecordedAndDrawnWithItsFirstColour() {
    let host = ViewHost(
      Circle().fill(AngularGradient(colors: [.red, .blue], center: .center))
        .frame(width: 20, height: 20),
      size: screen
    )
    #expect(
      snapshotLines(host) == [
        "Circle (10, 10, 20, 20) fill(angularGradient([red 0, blue 1], center: center,"
          + " startAngle: 0°, endAngle: 360°))"
      ]
    )
    #expect(
      drawnElements(host.svg())[0].hasSuffix(##" fill="#ff3b30" data-paint="angularGradient"/>"##)
    )
  }

  @Test func aColoursGradientRunsFromLighterToTheColourTopToBottom() {
    let host = ViewHost(
      VStack(spacing: 0) {
        RoundedRectangle(cornerRadius: 4).fill(Color.blue.gradient)
        Rectangle()
          .fill(
            .linearGradient(
              Gradient(stops: [
                .init(color: .red, location: 0.2), .init(color: .green, location: 1),
              ]),
              startPoint: .leading,
              endPoint: .trailing
            )
          )
      }
      .frame(width: 20, height: 20),
      size: screen
    )
    let paints = host.snapshot().roots[0].children.map { $0.drawings.map(\.paint.description) }
    #expect(
      paints == [
        ["linearGradient([#268EFFFF 0, blue 1], startPoint: top, endPoint: bottom)"],
        ["linearGradient([red 0.2, green 1], startPoint: leading, endPoint: trailing)"],
      ]
    )
    #expect(host.svg().contains(##"<stop offset="0.2" stop-color="#ff3b30"/>"##))
    #expect(host.svg().contains(##"id="paint-2""##))
  }
}
