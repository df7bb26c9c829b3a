import Testing
import ViewModelKit

/// A "like" button as apps write it: the heart pops, glows and spins; a badge pushes in; the
/// counter rolls; a locked overlay dims everything.
private struct LikeButtonScreen: View {
  @State private var isLiked = false
  @State private var likes = 41
  @State private var isLocked = false

  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
          .fill(isLiked ? Color.red : Color.gray)
          .frame(width: 60, height: 60)
          .scaleEffect(isLiked ? 1.2 : 1)
          .shadow(color: .red, radius: isLiked ? 10 : 0)
          .rotation3DEffect(.degrees(isLiked ? 360 : 0), axis: (x: 0, y: 1, z: 0))
          .zIndex(1)
        if isLiked {
          Text("+1")
            .offset(x: 30, y: -30)
            .transition(.push(from: .bottom).combined(with: .scale(scale: 0.5, anchor: .bottom)))
        }
      }
      Text("\(likes)")
        .contentTransition(.numericText(value: Double(likes)))
        .blendMode(.multiply)
      Text("Locked").hidden()
      Button(isLiked ? "Unlike" : "Like") {
        withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
          isLiked.toggle()
          likes += isLiked ? 1 : -1
        }
      }
      Button("Lock") {
        withAnimation(.easeInOut(duration: 0.25)) { isLocked.toggle() }
      }
    }
    .blur(radius: isLocked ? 4 : 0, opaque: false)
    .brightness(isLocked ? -0.1 : 0)
    .contrast(isLocked ? 0.8 : 1)
    .saturation(isLocked ? 0.2 : 1)
    .grayscale(isLocked ? 0.5 : 0)
    .hueRotation(.degrees(isLocked ? 10 : 0))
    .colorMultiply(isLocked ? Color(white: 0.9) : .white)
    .compositingGroup()
    .drawingGroup(opaque: false, colorMode: .linear)
    .clipped(antialiased: true)
  }
}

@MainActor
@Suite("A screen using every render effect")
struct EffectsScreenTests {
  @Test func likingPopsTheHeartAndPushesInTheBadge() throws {
    let host = ViewHost(LikeButtonScreen())
    let heart = try #require(host.snapshot().first("Circle"))
    #expect(heart.frame.size == CGSize(width: 60, height: 60))
    #expect(heart.effects.contains(.drawingGroup(opaque: false, colorMode: .linear)))
    try host.tap("Like")
    #expect(host.snapshot().first("Text")?.text == "+1")
    #expect(host.snapshot().first("Text")?.opacity == 0)
    try host.settle()
    let liked = try #require(host.snapshot().first("Circle"))
    #expect(liked.frame.size == CGSize(width: 72, height: 72))
    #expect(liked.effects.contains(.shadow(color: resolved(.red), radius: 10, x: 0, y: 0)))
    // The heart (zIndex 1) is drawn after the badge inserted after it.
    #expect(host.snapshot().first("ZStack")?.children.map(\.type) == ["Text", "Circle"])
    let count = try #require(host.snapshot().all("Text").first { $0.text == "42" })
    #expect(count.effects.contains(.contentTransition(.numericText(value: 42))))
    #expect(count.effects.contains(.blendMode(.multiply)))
    #expect(host.snapshot().all("Text").first { $0.text == "Locked" }?.effects.last == .hidden)
  }

  @Test func lockingDimsTheWholeScreenOverAQuarterSecond() throws {
    let host = ViewHost(LikeButtonScreen())
    try host.tap("Lock")
    // 15 frames of animation, then the frame on which it ends.
    host.advance(frames: 16)
    let button = try #require(host.snapshot().all("Text").first { $0.text == "Lock" })
    #expect(button.blurRadius == 4 && !button.isAnimating)
    #expect(button.adjustment("grayscale", neutral: 0) == 0.5)
    #expect(button.adjustment("hueRotation", neutral: 0) == 10)
    #expect(button.effects.contains(.colorMultiply(Color(white: 0.9))))
    #expect(!host.svg().contains(">Locked<"))
    #expect(host.svg().contains("<feGaussianBlur stdDeviation=\"4\"/>"))
  }
}
