import Testing
import ViewModelKit

private struct Swatches: View {
  var body: some View {
    VStack(spacing: 0) {
      Rectangle().fill(.blue)
      Rectangle()
      Rectangle().fill(.secondary)
      Rectangle().fill(.tertiary)
      Rectangle().fill(.tint)
      Rectangle().fill(.separator)
      Rectangle().fill(.background)
      Rectangle().fill(Color.blue.opacity(0.5))
      Rectangle().fill(.tint.opacity(0.2))
      Rectangle().fill(.thinMaterial)
    }
    .frame(width: 10, height: 100)
  }
}

private struct Warning: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .dark ? Color.orange : Color.red
  }
}

private struct AppearanceScreen: View {
  @State private var isDark = false

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Circle().fill(.blue)
        Circle()
        Circle().fill(Warning())
      }
      .frame(width: 30, height: 10)
      .environment(\.colorScheme, isDark ? .dark : .light)
      Button("Dark") { isDark = true }
    }
  }
}

@MainActor
@Suite("ShapeStyle")
struct ShapeStyleTests {
  private func paints<Root: View>(_ host: ViewHost<Root>, _ type: String) -> [String] {
    host.snapshot().all(type).map { $0.drawings.map(\.paint.description).joined(separator: " + ") }
  }

  @Test func staticMembersResolveInTheDefaultEnvironment() {
    let host = ViewHost(Swatches())
    #expect(
      paints(host, "Rectangle") == [
        "blue", "primary", "secondary", "tertiary", "accentColor", "separator",
        "systemBackground", "50% blue", "20% accentColor", "thinMaterial",
      ]
    )
  }

  @Test func oneForegroundStyleGivesEveryLevelAFractionOfItsOpacity() {
    let host = ViewHost(Swatches().foregroundStyle(.orange).tint(.pink))
    #expect(
      paints(host, "Rectangle") == [
        "blue", "orange", "50% orange", "25% orange", "pink", "separator", "systemBackground",
        "50% blue", "20% pink", "thinMaterial",
      ]
    )
    #expect(host.treeDescription().hasPrefix(".tint(pink)\n  .foregroundStyle(orange)\n"))
  }

  @Test func severalForegroundStylesGiveEachLevelItsOwn() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Rectangle()
        Rectangle().fill(.secondary)
      }
      .foregroundStyle(.red, .green)
    )
    #expect(paints(host, "Rectangle") == ["red", "green"])
    #expect(host.treeDescription().hasPrefix(".foregroundStyle(red, green)"))
  }

  @Test func aTypeErasedStyleDrawsAsItsBase() {
    let styles = [AnyShapeStyle(Color.green), AnyShapeStyle(.secondary)]
    let host = ViewHost(VStack { ForEach(0..<2) { index in Circle().fill(styles[index]) } })
    #expect(paints(host, "Circle") == ["green", "secondary"])
  }

  @Test func anEnvironmentChangeRedrawsTheStylesThatDependOnIt() throws {
    let host = ViewHost(AppearanceScreen(), size: CGSize(width: 30, height: 30))
    let fills = {
      drawnElements(host.svg()).filter { $0.hasPrefix("<path") }
        .map { line in
          line.components(separatedBy: "fill=\"")[1].prefix(7)
        }
    }
    #expect(fills() == ["#007aff", "#000000", "#ff3b30"])
    try host.tap("Dark")
    #expect(fills() == ["#0a84ff", "#ffffff", "#ff9f0a"])
    #expect(paints(host, "Circle") == ["blue", "primary", "orange"])
  }
}
