import Foundation
import Signals
import Testing
import ViewModelKit

// Seed 004: implicit and explicit animations, transactions, and animatable shapes.

private struct Chevron: View {
  @State private var isExpanded = false
  @State private var count = 0

  var body: some View {
    VStack {
      Rectangle()
        .fill(Color.gray)
        .frame(width: 20, height: 10)
        .rotationEffect(.degrees(isExpanded ? 180 : 0))
        .offset(x: CGFloat(count) * 10)
        .animation(.spring(duration: 0.4), value: isExpanded)
      Button("Expand") { isExpanded.toggle() }
      Button("Count") { count += 1 }
    }
  }
}

private struct Declining: View {
  @State private var isOn = false
  let decline: Bool

  var body: some View {
    VStack {
      Color.red
        .frame(width: isOn ? 100 : 50, height: 10)
        .transaction { transaction in
          if decline {
            transaction.animation = nil
          } else {
            transaction.animation = transaction.disablesAnimations ? nil : .spring
          }
        }
      Button("Switch") { withAnimation(.easeInOut(duration: 2)) { isOn.toggle() } }
    }
  }
}

private struct Deprecated: View {
  @State private var width: CGFloat = 50

  var body: some View {
    VStack {
      Color.blue.frame(width: width, height: 10).animation(.default)
      Button("Grow") { width = 100 }
    }
  }
}

private let wedgePaths = Locked(0)

private struct Wedge: Shape {
  var endAngle: Angle

  var animatableData: Double {
    get { endAngle.degrees }
    set { endAngle = .degrees(newValue) }
  }

  func path(in rect: CGRect) -> Path {
    wedgePaths.withLock { $0 += 1 }
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.midY))
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY),
      radius: rect.width / 2,
      startAngle: .zero,
      endAngle: endAngle,
      clockwise: false
    )
    return path
  }
}

private struct StaticWedge: Shape {
  var endAngle: Angle

  func path(in rect: CGRect) -> Path {
    wedgePaths.withLock { $0 += 1 }
    return Path(CGRect(x: 0, y: 0, width: rect.width * endAngle.degrees / 360, height: 1))
  }
}

private struct Pie: View {
  @State private var progress = 0.25
  let animatable: Bool

  var body: some View {
    VStack {
      if animatable {
        Wedge(endAngle: .degrees(progress * 360)).frame(width: 100, height: 100)
      } else {
        StaticWedge(endAngle: .degrees(progress * 360)).frame(width: 100, height: 100)
      }
      Button("Fill") { withAnimation(.linear(duration: 0.5)) { progress = 1 } }
    }
  }
}

@MainActor
@Suite("Seed 004 rendered: implicit animations, transactions, shapes", .serialized)
struct ImplicitAnimationRenderingTests {
  @Test func theRotationAnimatesOnlyWhenItsValueChanges() throws {
    let host = ViewHost(Chevron())
    try host.tap("Count")
    let moved = try #require(host.snapshot().first("Rectangle"))
    #expect(!moved.isAnimating)
    #expect(moved.rotation.degrees == 0)
    try host.tap("Expand")
    host.advance(frames: 6)
    let turning = try #require(host.snapshot().first("Rectangle"))
    #expect(turning.isAnimating)
    #expect(turning.rotation.degrees > 0 && turning.rotation.degrees < 180)
    try host.settle()
    #expect(abs((host.snapshot().first("Rectangle")?.rotation.degrees ?? 0) - 180) < 1e-9)
  }

  @Test func aChildTransactionDeclinesTheParentsAnimation() throws {
    let host = ViewHost(Declining(decline: true))
    try host.tap("Switch")
    let color = try #require(host.snapshot().first("Color"))
    #expect(color.frame.width == 100)
    #expect(!color.isAnimating)
  }

  @Test func aChildTransactionReplacesTheParentsAnimation() throws {
    let host = ViewHost(Declining(decline: false))
    try host.tap("Switch")
    #expect(host.snapshot().first("Color")?.isAnimating == true)
    // A spring of the default half-second response, not the parent's two-second curve: the
    // colour has arrived while the stack around it still moves with the parent's animation.
    host.advance(by: 1.2)
    let width = try #require(host.snapshot().first("Color")?.frame.width)
    #expect(abs(width - 100) < 0.01)
    #expect(host.snapshot().first("VStack")?.isAnimating == true)
  }

  @Test func theDeprecatedAnimationModifierAnimatesAnUnrelatedChange() throws {
    let host = ViewHost(Deprecated())
    try host.tap("Grow")
    #expect(host.snapshot().first("Color")?.isAnimating == true)
  }

  @Test func anAnimatableShapeIsRedrawnAtEveryFrame() throws {
    let host = ViewHost(Pie(animatable: true))
    let before = wedgePaths.withLock { $0 }
    try host.tap("Fill")
    host.advance(frames: 30)
    let calls = wedgePaths.withLock { $0 } - before
    #expect(calls >= 30)
    let path = try #require(host.snapshot().first("Wedge")?.path)
    #expect(path.elements.count > 3)
  }

  @Test func aShapeWithoutAnimatableDataJumpsAndIsNotRedrawnInBetween() throws {
    let host = ViewHost(Pie(animatable: false))
    try host.tap("Fill")
    let before = wedgePaths.withLock { $0 }
    host.advance(frames: 30)
    #expect(wedgePaths.withLock { $0 } == before)
    #expect(host.snapshot().first("StaticWedge")?.isAnimating == false)
    #expect(host.snapshot().first("StaticWedge")?.path?.boundingRect.width == 100)
  }
}
