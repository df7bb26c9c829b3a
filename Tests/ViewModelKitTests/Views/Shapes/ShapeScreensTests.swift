import Testing
import ViewModelKit

// Screens written as apps write them with SwiftUI, compiled with only the import changed.

private struct ActivityRing: View {
  var progress: Double
  var color: Color

  var body: some View {
    ZStack {
      Circle()
        .stroke(color.opacity(0.2), lineWidth: 10)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(
          AngularGradient(colors: [color, color.opacity(0.6)], center: .center),
          style: StrokeStyle(lineWidth: 10, lineCap: .round)
        )
        .rotationEffect(.degrees(-90))
    }
  }
}

private struct RingsScreen: View {
  @State private var move = 0.5

  var body: some View {
    VStack(spacing: 12) {
      ActivityRing(progress: move, color: .red)
        .frame(width: 60, height: 60)
      Button("Close ring") {
        withAnimation(.easeInOut(duration: 0.5)) { move = 1 }
      }
    }
  }
}

private struct ProfileCard: View {
  let name: String
  @State private var isFollowing = false

  var body: some View {
    HStack(spacing: 12) {
      Text(String(name.prefix(1)))
        .frame(width: 40, height: 40)
        .background(Color(hue: 0.6, saturation: 0.5, brightness: 0.9))
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.white, lineWidth: 2))
      Text(name)
        .foregroundStyle(.secondary)
      Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
        .padding(.horizontal, 8)
        .background(isFollowing ? Color.gray.opacity(0.2) : Color.accentColor, in: Capsule())
    }
    .padding(12)
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
  }
}

@MainActor
@Suite("Shape screens")
struct ShapeScreensTests {
  @Test func activityRingClosesWithAnAnimatedTrim() throws {
    let host = ViewHost(RingsScreen(), size: CGSize(width: 120, height: 120))
    #expect(
      snapshotLines(host) == [
        "RingsScreen (20, 14, 80, 92)",
        "  VStack (20, 14, 80, 92)",
        "    ActivityRing (30, 14, 60, 60)",
        "      ZStack (30, 14, 60, 60)",
        "        Circle (30, 14, 60, 60) stroke(20% red, lineWidth: 10)",
        "        Circle (30, 14, 60, 60) rotation -90° stroke(angularGradient([red 0, 60% red 1],"
          + " center: center, startAngle: 0°, endAngle: 360°), lineWidth: 10, lineCap: .round)"
          + " trim(from: 0, to: 0.5)",
        "    Button (20, 86, 80, 20)",
        "      Text \"Close ring\" (20, 86, 80, 20)",
      ]
    )
    try host.tap("Close ring")
    host.advance(by: 0.25)
    let ring = try #require(host.snapshot().all("Circle").last)
    #expect(ring.trim == 0...0.75)
    #expect(ring.isAnimating)
    try host.settle()
    #expect(host.snapshot().all("Circle").last?.trim == 0...1)
  }

  @Test func profileCardLayersAndClips() throws {
    let host = ViewHost(ProfileCard(name: "Ada"), size: CGSize(width: 240, height: 100))
    #expect(
      snapshotLines(host) == [
        "ProfileCard (32, 18, 176, 64)",
        "  RoundedRectangle (32, 18, 176, 64) fill(regularMaterial)",
        "  HStack (44, 30, 152, 40)",
        "    Color (44, 30, 40, 40) clipShape(Circle)",
        "    Text \"A\" (60, 40, 8, 20) clipShape(Circle)",
        "    Circle (44, 30, 40, 40) stroke(white, lineWidth: 2)",
        "    Text \"Ada\" foregroundStyle(secondary) (96, 40, 24, 20)",
        "    Capsule (132, 40, 64, 20)",
        "    Button (140, 40, 48, 20)",
        "      Text \"Follow\" (140, 40, 48, 20)",
      ]
    )
    #expect(host.snapshot().first("Capsule")?.fill == .accentColor)
    try host.tap("Follow")
    let capsule = try #require(host.snapshot().first("Capsule"))
    #expect(capsule.fill == Color.gray.opacity(0.2))
    #expect(capsule.frame == CGRect(x: 120, y: 40, width: 88, height: 20))
  }
}
