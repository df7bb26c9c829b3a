import Testing
import ViewModelKit

// Observed objects, state objects, environment objects and environment values: which views a
// change recomputes, and why (DESIGN §4, reference §5.1, §5.4, §6.2).

private final class Pair: ObservableObject {
  @Published var a = 0
  @Published var b = 0
}

private struct PairScreen: View {
  let pair: Pair

  var body: some View {
    VStack {
      AReader(pair: pair)
      Bystander()
    }
  }
}

/// Reads only `a`.
private struct AReader: View {
  @ObservedObject var pair: Pair

  var body: some View {
    Text("a = \(pair.a)")
  }
}

private struct Bystander: View {
  var body: some View {
    Text("Bystander")
  }
}

private final class Numbered: ObservableObject {
  let number: Int
  @Published var hits = 0

  init(number: Int) {
    self.number = number
  }
}

/// Passes a new object to its children each time `generation` changes.
private struct Generations: View {
  @State private var generation = 0

  var body: some View {
    VStack {
      Button("Next") { generation += 1 }
      Owner(model: Numbered(number: generation))
      Watcher(model: Numbered(number: generation))
      Owner(model: Numbered(number: generation)).id(generation)
    }
  }
}

private struct Owner: View {
  @StateObject private var model: Numbered

  init(model: Numbered) {
    _model = StateObject(wrappedValue: model)
  }

  var body: some View {
    Text("Owner \(model.number)")
  }
}

private struct Watcher: View {
  @ObservedObject var model: Numbered

  var body: some View {
    Text("Watcher \(model.number)")
  }
}

/// A state object created by the view itself, and a button that changes it.
private struct Clicker: View {
  @StateObject private var model = Numbered(number: 7)
  @State private var unrelated = 0

  var body: some View {
    VStack {
      Text("Hits \(model.hits) \(unrelated)")
      Button("Hit") { model.hits += 1 }
      Button("Other") { unrelated += 1 }
    }
  }
}

private final class Settings: ObservableObject {
  @Published var title = "Home"
  @Published var badge = 0
}

private struct SettingsScreen: View {
  let settings: Settings

  var body: some View {
    VStack {
      TitleBar()
      Bystander()
    }
    .environmentObject(settings)
  }
}

private struct TitleBar: View {
  @EnvironmentObject var settings: Settings

  var body: some View {
    Text(settings.title)
  }
}

private struct EnvironmentScreen: View {
  var body: some View {
    VStack {
      SchemeLabel()
      EnabledLabel()
      Bystander()
      SchemeLabel()
        .environment(\.colorScheme, .light)
    }
  }
}

private struct SchemeLabel: View {
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    Text("scheme: \(scheme)")
  }
}

private struct EnabledLabel: View {
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    Text("enabled: \(isEnabled)")
  }
}

/// A parent whose state sets the environment of a subtree.
private struct ThemedScreen: View {
  @State private var isDark = false
  @State private var isLocked = false

  var body: some View {
    VStack {
      Toggle("Dark", isOn: $isDark)
      Toggle("Locked", isOn: $isLocked)
      SchemeLabel()
        .environment(\.colorScheme, isDark ? .dark : .light)
      EnabledLabel()
        .disabled(isLocked)
      Bystander()
    }
  }
}

@MainActor
@Suite("Dynamic properties")
struct DynamicPropertyTests {
  @Test func anObservedObjectRecomputesItsHolderWhicheverPropertyChanged() {
    let pair = Pair()
    let host = ViewHost(PairScreen(pair: pair))
    let report = host.measure("b-changed") { pair.b = 1 }
    #expect(report.recomputed.map(\.description) == ["AReader observed"])
    #expect(report.skipped == ["PairScreen", "Bystander"])
    #expect(
      report.description
        == "b-changed: b changed | recomputed AReader observed | skipped PairScreen,Bystander"
    )
    #expect(report.changed == ["b"])
    let record = host.updates.last
    #expect(record?.view == "AReader")
    #expect(record?.cause == .observed)
  }

  @Test func aChangeToAnObservedObjectIsPickedUpByTheNextFlush() {
    let pair = Pair()
    let host = ViewHost(PairScreen(pair: pair))
    pair.a = 5
    #expect(shownTexts(host) == ["a = 0", "Bystander"])
    host.flush()
    #expect(shownTexts(host) == ["a = 5", "Bystander"])
  }

  @Test func aStateObjectKeepsTheFirstObjectAcrossParentRenders() throws {
    let host = ViewHost(Generations())
    #expect(shownTexts(host) == ["Next", "Owner 0", "Watcher 0", "Owner 0"])
    let report = try host.measure("next") { try host.tap("Next") }
    // The owner keeps the first object; the watcher follows its input; the owner with a new
    // identity starts with the new object.
    #expect(shownTexts(host) == ["Next", "Owner 0", "Watcher 1", "Owner 1"])
    #expect(
      report.description
        == "next: generation changed | recomputed Generations local, Watcher parent, Owner identity | skipped Owner"
    )
  }

  @Test func aStateObjectChangeRecomputesItsOwnerAsObserved() throws {
    let host = ViewHost(Clicker())
    let hit = try host.measure("hit") { try host.tap("Hit") }
    #expect(hit.recomputed.map(\.description) == ["Clicker observed"])
    #expect(hit.description == "hit: hits changed | recomputed Clicker observed | skipped none")
    try host.tap("Other")
    try host.tap("Hit")
    #expect(shownTexts(host) == ["Hits 2 1", "Hit", "Other"])
  }

  @Test func anEnvironmentObjectChangeRecomputesItsReadersAsObserved() {
    let settings = Settings()
    let host = ViewHost(SettingsScreen(settings: settings))
    let report = host.measure("retitle") { settings.title = "Inbox" }
    #expect(shownTexts(host) == ["Inbox", "Bystander"])
    let badge = host.measure("badge") { settings.badge = 3 }
    #expect(report.recomputed.map(\.description) == ["TitleBar observed"])
    #expect(badge.recomputed.map(\.description) == ["TitleBar observed"])
    #expect(badge.skipped == ["SettingsScreen", "Bystander"])
    #expect(
      report.description
        == "retitle: title changed | recomputed TitleBar observed | skipped SettingsScreen,Bystander"
    )
    #expect(
      badge.description
        == "badge: badge changed | recomputed TitleBar observed | skipped SettingsScreen,Bystander"
    )
  }

  @Test func anEnvironmentChangeRecomputesOnlyTheViewsReadingThatKey() {
    let host = ViewHost(EnvironmentScreen())
    let before = host.updates.count
    let report = host.measure("dark") { host.setEnvironment(\.colorScheme, .dark) }
    #expect(report.recomputed.map(\.description) == ["SchemeLabel environment"])
    #expect(
      report.skipped == ["EnvironmentScreen", "EnabledLabel", "Bystander", "SchemeLabel"]
    )
    #expect(
      report.description
        == "dark: colorScheme changed | recomputed SchemeLabel environment | skipped EnvironmentScreen,EnabledLabel,Bystander,SchemeLabel"
    )
    #expect(host.updates.count - before == 1)
    #expect(
      shownTexts(host) == ["scheme: dark", "enabled: true", "Bystander", "scheme: light"]
    )
    let again = host.measure("dark-again") { host.setEnvironment(\.colorScheme, .dark) }
    #expect(again.recomputed.isEmpty)
  }

  @Test func anEnvironmentChangeCarriesTheTransactionItWasMadeIn() {
    let host = ViewHost(EnvironmentScreen())
    withAnimation(.easeOut) { host.setEnvironment(\.colorScheme, .dark) }
    let record = host.updates.last
    #expect(record?.view == "SchemeLabel")
    #expect(record?.cause == .environment)
    #expect(record?.transaction.animation == .easeOut)
  }

  @Test func anEnvironmentValueSetByAParentRecomputesItsReadersForTheEnvironment() throws {
    let host = ViewHost(ThemedScreen())
    let dark = try host.measure("dark") { try host.toggle("Dark") }
    #expect(
      dark.recomputed.map(\.description) == ["ThemedScreen local", "SchemeLabel environment"]
    )
    #expect(dark.skipped == ["EnabledLabel", "Bystander"])
    let locked = try host.measure("locked") { try host.toggle("Locked") }
    #expect(
      locked.description
        == "locked: isLocked changed | recomputed ThemedScreen local, EnabledLabel environment | skipped SchemeLabel,Bystander"
    )
    #expect(
      shownTexts(host) == ["Dark", "Locked", "scheme: dark", "enabled: false", "Bystander"]
    )
  }

  @Test func anObservedChangeCarriesTheTransactionItWasMadeIn() {
    let pair = Pair()
    let host = ViewHost(PairScreen(pair: pair))
    withAnimation(.linear) { pair.b = 2 }
    host.flush()
    let record = host.updates.last
    #expect(record?.view == "AReader")
    #expect(record?.cause == .observed)
    #expect(record?.transaction.animation == .linear)
  }
}
