import Foundation
import ViewModelKit

// Seed 004's examples: the `Wedge` shape as the article writes it (plus a log of its
// `path(in:)` calls), the chevron with an implicit animation, and a view declining its parent's
// animation with a transaction.

/// Every `path(in:)` call of the wedges, as the angle it drew; the renderer may call from any
/// thread, so the log is locked.
final class PathLog: Sendable {
  private let angles = Locked<[Double]>([])

  func record(_ degrees: Double) { angles.withLock { $0.append(degrees) } }

  var count: Int { angles.withLock { $0.count } }

  var last: Double? { angles.withLock { $0.last } }
}

struct Wedge: Shape {
  var endAngle: Angle
  var log: PathLog? = nil

  var animatableData: Double {
    get { endAngle.degrees }
    set { endAngle = .degrees(newValue) }
  }

  func path(in rect: CGRect) -> Path {
    log?.record(endAngle.degrees)
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

/// The same wedge without `animatableData`: it can only be redrawn at the end.
struct StaticWedge: Shape {
  var endAngle: Angle
  var log: PathLog? = nil

  func path(in rect: CGRect) -> Path {
    log?.record(endAngle.degrees)
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

struct Pie: View {
  let animatable: Bool
  let log: PathLog
  @State private var progress = 0.25

  var body: some View {
    VStack {
      if animatable {
        Wedge(endAngle: .degrees(progress * 360), log: log).frame(width: 100, height: 100)
      } else {
        StaticWedge(endAngle: .degrees(progress * 360), log: log).frame(width: 100, height: 100)
      }
      Button("Fill") { withAnimation(.linear(duration: 0.5)) { progress = 1 } }
    }
  }
}

struct Chevron: View {
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

struct DecliningRow: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Color.blue.frame(width: isOn ? 300 : 50, height: 10)
      Color.red
        .frame(width: isOn ? 300 : 50, height: 10)
        .transaction { transaction in
          transaction.animation = nil
        }
      Button("Switch") { withAnimation(.easeInOut(duration: 2)) { isOn.toggle() } }
    }
  }
}
