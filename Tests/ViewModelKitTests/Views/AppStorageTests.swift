import Testing
import ViewModelKit

// @AppStorage as a settings screen uses it, each test with a store of its own.

private enum Theme: String {
  case light, dark
}

private struct SettingsScreen: View {
  @AppStorage("username") private var username = "Anonymous"
  @AppStorage("launches") private var launches = 0
  @AppStorage("theme") private var theme = Theme.light
  @AppStorage("nickname") private var nickname: String?

  var body: some View {
    VStack {
      TextField("Name", text: $username)
      Button("Launch") { launches += 1 }
      Button("Dark") { theme = .dark }
      Button("Nickname") { nickname = "Ace" }
      Greeting()
      Text("\(launches) launches, \(theme.rawValue), \(nickname ?? "no nickname")")
    }
  }
}

private struct Greeting: View {
  @AppStorage("username") private var username = "Anonymous"

  var body: some View {
    let _ = Self._printChanges()
    Text("Hello, \(username)")
  }
}

@MainActor
@Suite("AppStorage: values in UserDefaults that update their readers", .serialized)
struct AppStorageTests {
  private func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
    let name = "AppStorageTests-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    defer { store.removePersistentDomain(forName: name) }
    try body(store)
  }

  @Test func writesGoToTheStoreAndUpdateEveryViewReadingTheKey() throws {
    try withStore { store in
      let host = ViewHost(SettingsScreen().defaultAppStorage(store))
      let texts = { host.snapshot().all("Text").compactMap(\.text) }
      #expect(texts().last == "0 launches, light, no nickname")
      let report = try host.measure("typed") { try host.type("Ada", into: "Name") }
      #expect(store.string(forKey: "username") == "Ada")
      #expect(texts().contains("Hello, Ada"))
      #expect(
        report.recomputed.map(\.description) == ["SettingsScreen observed", "Greeting observed"]
      )
      #expect(host.printedChanges.last == "Greeting: _username changed.")
      try host.tap("Launch")
      try host.tap("Launch")
      try host.tap("Dark")
      try host.tap("Nickname")
      #expect(store.integer(forKey: "launches") == 2)
      #expect(store.string(forKey: "theme") == "dark")
      #expect(texts().last == "2 launches, dark, Ace")
    }
  }

  @Test func aValueAlreadyInTheStoreIsReadAndTheDefaultIsNotWritten() {
    withStore { store in
      store.set(41, forKey: "launches")
      store.set("dark", forKey: "theme")
      let host = ViewHost(SettingsScreen().defaultAppStorage(store))
      #expect(
        host.snapshot().all("Text").compactMap(\.text).last == "41 launches, dark, no nickname"
      )
      #expect(store.object(forKey: "username") == nil)
    }
  }

  @Test func twoHostsOnOneStoreSeeEachOthersWrites() throws {
    try withStore { store in
      let first = ViewHost(SettingsScreen().defaultAppStorage(store))
      let second = ViewHost(Greeting().defaultAppStorage(store))
      try first.type("Grace", into: "Name")
      second.flush()
      #expect(second.snapshot().first("Text")?.text == "Hello, Grace")
    }
  }
}

@Suite("UserDefaults key-value coding")
struct UserDefaultsKeyValueCodingTests {
  @Test func valueForKeyReadsWhatSetStored() throws {
    let defaults = try #require(UserDefaults(suiteName: "kvc-\(UUID().uuidString)"))
    defaults.setValue(Data([1, 2]), forKey: "todos")
    #expect(defaults.value(forKey: "todos") as? Data == Data([1, 2]))
    defaults.setValue(nil, forKey: "todos")
    #expect(defaults.value(forKey: "todos") == nil)
  }
}
