import Testing
import ViewModelKit

private struct BoolKey: EnvironmentKey {
  static let defaultValue = false
}

private struct IntKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct ScoreKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct BonusKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var score: Int {
    get { self[ScoreKey.self] }
    set { self[ScoreKey.self] = newValue }
  }

  fileprivate var bonus: Int {
    get { self[BonusKey.self] }
    set { self[BonusKey.self] = newValue }
  }
}

private struct ScoreText: View {
  @Environment(\.score) private var score
  @Environment(\.bonus) private var bonus

  var body: some View { Text("\(score) + \(bonus)") }
}

private struct Scoreboard: View {
  @State private var boostsBonus = false

  var body: some View {
    VStack {
      Button("Switch") { boostsBonus.toggle() }
      ScoreText()
        .transformEnvironment(boostsBonus ? \.bonus : \.score) { $0 += 10 }
        .environment(\.score, 1)
    }
  }
}

@MainActor
@Suite("EnvironmentValues: description and transformEnvironment")
struct EnvironmentValuesDescriptionTests {
  @Test func theDescriptionListsEveryWriteNewestFirst() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    #expect(environment[BoolKey.self] == false)
    #expect(environment.description == "[]")
    environment[BoolKey.self] = false
    #expect(environment.description == "[EnvironmentPropertyKey<BoolKey> = false]")
    environment[BoolKey.self] = true
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<BoolKey> = true, EnvironmentPropertyKey<BoolKey> = false]"
    )
    environment[IntKey.self] = 1
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true, "
        + "EnvironmentPropertyKey<BoolKey> = false]"
    )
  }

  @Test func aCopyKeepsTheWritesMadeBeforeIt() {
    var environment = EnvironmentValues()
    environment[IntKey.self] = 1
    var copy = environment
    copy[IntKey.self] = 2
    #expect(environment.description == "[EnvironmentPropertyKey<IntKey> = 1]")
    #expect(
      copy.description == "[EnvironmentPropertyKey<IntKey> = 2, EnvironmentPropertyKey<IntKey> = 1]"
    )
  }

  @Test func transformEnvironmentChangesTheValueFromAbove() throws {
    let host = ViewHost(Scoreboard())
    #expect(host.snapshot().all("Text").map(\.text) == ["Switch", "11 + 0"])
    try host.tap("Switch")
    #expect(host.snapshot().all("Text").map(\.text) == ["Switch", "1 + 10"])
  }
}
