import Testing
import ViewModelKit

/// A photo card that blurs and dims its caption while it is "locked".
private struct LockedCard: View {
  @State private var isLocked = false
  var animation: Animation = .linear(duration: 0.5)

  var body: some View {
    VStack {
      Text("Secret")
        .blur(radius: isLocked ? 10 : 0)
        .brightness(isLocked ? -0.4 : 0)
        .contrast(isLocked ? 0.5 : 1)
        .saturation(isLocked ? 0 : 1)
        .grayscale(isLocked ? 1 : 0)
        .hueRotation(.degrees(isLocked ? 90 : 0))
      Button("Lock") { withAnimation(animation) { isLocked.toggle() } }
    }
  }
}

/// A card that lifts (a deeper shadow) and flips when tapped.
private struct FlipCard: View {
  @State private var isFlipped = false

  var body: some View {
    VStack {
      Color.orange.frame(width: 80, height: 40)
        .shadow(color: .black, radius: isFlipped ? 8 : 2, x: 0, y: isFlipped ? 6 : 1)
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .scaleEffect(x: isFlipped ? 1.5 : 1, y: isFlipped ? 0.5 : 1, anchor: .topLeading)
      Button("Flip") { withAnimation(.linear(duration: 0.25)) { isFlipped.toggle() } }
    }
  }
}

@MainActor
@Suite("Animated render effects")
struct AnimatedEffectsTests {
  @Test func blurAndColourAdjustmentsAnimateFrameByFrame() throws {
    let host = ViewHost(LockedCard())
    try host.tap("Lock")
    let samples = host.timeline(advancingBy: 0.5) { $0.first("Text") }
    // The progress of a linear 0.5 s animation at each frame (k/30 of the way, up to the
    // timing-curve solver's rounding).
    let curve = AnimationSampler(.linear(duration: 0.5)).values
    #expect(samples.count == 31 && curve.count == 31)
    for (index, sample) in samples.enumerated() {
      let text = try #require(sample.value)
      let progress = curve[index]
      #expect(isClose(progress, Double(index) / 30, tolerance: 1e-5))
      #expect(isClose(Double(text.blurRadius), 10 * progress), "frame \(index)")
      #expect(isClose(text.adjustment("brightness", neutral: 0), -0.4 * progress))
      #expect(isClose(text.adjustment("contrast", neutral: 1), 1 - 0.5 * progress))
      #expect(isClose(text.adjustment("saturation", neutral: 1), 1 - progress))
      #expect(isClose(text.adjustment("grayscale", neutral: 0), progress))
      #expect(isClose(text.adjustment("hueRotation", neutral: 0), 90 * progress))
      // The frame at the end time still shows the animation; it ends at the next frame.
      #expect(text.isAnimating)
    }
    host.advance(frames: 1)
    #expect(host.snapshot().first("Text")?.isAnimating == false)
    #expect(
      samples[15].value?.description
        == #"Text "Secret" (171, 398, 48, 20) animating hueRotation(45°) grayscale(0.5)"#
        + " saturation(0.5) contrast(0.75) brightness(-0.2) blur(radius: 5)"
    )
  }

  @Test func aNeutralEffectIsLeftOutOfTheSnapshot() throws {
    let host = ViewHost(LockedCard())
    let text = try #require(host.snapshot().first("Text"))
    #expect(text.effects == [])
    #expect(text.description == #"Text "Secret" (171, 398, 48, 20)"#)
  }

  @Test func anInterruptedBlurContinuesFromItsPresentedRadius() throws {
    let host = ViewHost(LockedCard(animation: .linear(duration: 0.5)))
    try host.tap("Lock")
    host.advance(frames: 15)
    #expect(isClose(Double(try #require(host.snapshot().first("Text")).blurRadius), 5))
    try host.tap("Lock")
    // The unlock starts where the lock is: no jump.
    #expect(isClose(Double(try #require(host.snapshot().first("Text")).blurRadius), 5))
    try host.settle()
    #expect(try #require(host.snapshot().first("Text")).effects == [])
  }

  @Test func aSpringBlurRetargetsWithItsVelocity() throws {
    let host = ViewHost(LockedCard(animation: .spring(duration: 0.5, bounce: 0.3)))
    try host.tap("Lock")
    host.advance(frames: 10)
    let before = try #require(host.snapshot().first("Text")).blurRadius
    #expect(before > 0 && before != 10)
    try host.tap("Lock")
    #expect(try #require(host.snapshot().first("Text")).blurRadius == before)
    host.advance(frames: 1)
    // The spring keeps its velocity towards 10 for a moment after being sent back to 0.
    #expect(try #require(host.snapshot().first("Text")).blurRadius > before)
    try host.settle()
    #expect(try #require(host.snapshot().first("Text")).effects == [])
  }

  @Test func shadowThreeDRotationAndPerAxisScaleAnimate() throws {
    let host = ViewHost(FlipCard())
    let start = try #require(host.snapshot().first("Color"))
    #expect(start.frame == CGRect(x: 155, y: 388, width: 80, height: 40))
    #expect(start.shadow == (2, 0, 1))
    try host.tap("Flip")
    host.advance(frames: 6)
    let progress = AnimationSampler(.linear(duration: 0.25)).values[6]
    #expect(isClose(progress, 0.4, tolerance: 1e-5))
    let near = try #require(host.snapshot().first("Color"))
    // 6 of 15 frames: radius 2 → 8, y 1 → 6, 0° → 180°, scale (1, 1) → (1.5, 0.5) from the top
    // leading corner, all 0.4 of the way.
    #expect(isClose(Double(near.shadow.radius), 2 + 6 * progress))
    #expect(isClose(Double(near.shadow.y), 1 + 5 * progress))
    #expect(isClose(near.rotation3DDegrees, 180 * progress))
    #expect(near.frame.origin == CGPoint(x: 155, y: 388))
    #expect(isClose(Double(near.frame.width), 80 * (1 + 0.5 * progress)))
    #expect(isClose(Double(near.frame.height), 40 * (1 - 0.5 * progress)))
    #expect(near.isAnimating)
    try host.settle()
    let end = try #require(host.snapshot().first("Color"))
    #expect(end.frame == CGRect(x: 155, y: 388, width: 120, height: 20))
    // The 3D rotation's anchor is the centre, moved by the scale effect outside it.
    #expect(
      end.effects == [
        .rotation3D(
          ViewSnapshot.Rotation3D(
            angle: .degrees(180),
            x: 0,
            y: 1,
            z: 0,
            anchor: CGPoint(x: 215, y: 398),
            anchorZ: 0,
            perspective: 1
          )
        ),
        .shadow(color: resolved(.black), radius: 8, x: 0, y: 6),
      ]
    )
  }
}
