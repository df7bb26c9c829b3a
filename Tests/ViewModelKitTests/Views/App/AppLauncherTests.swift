import Testing

@testable import ViewModelKit

private struct GreetingApp: App {
  var body: some Scene {
    WindowGroup("Hello") {
      VStack {
        Text("Hello")
        Text("World")
      }
    }
  }
}

@MainActor
struct AppLauncherTests {
  @Test func readsTheOptions() throws {
    #expect(try AppLauncher.options(from: []).get() == AppLauncher.Options())
    #expect(
      try AppLauncher.options(from: ["--svg", "screen.svg"]).get()
        == AppLauncher.Options(svgPath: "screen.svg")
    )
    #expect(
      try AppLauncher.options(from: ["--help"]).get() == AppLauncher.Options(showsHelp: true)
    )
  }

  @Test func wrongOptionsSayWhy() {
    #expect(
      AppLauncher.options(from: ["--svg"]) == .failure(AppLauncher.UsageError("--svg needs a file"))
    )
    #expect(
      AppLauncher.options(from: ["--fast"])
        == .failure(AppLauncher.UsageError("unknown argument --fast"))
    )
  }

  @Test func describesTheFirstScreen() async {
    let host = ViewHost(app: GreetingApp())
    let report = await AppLauncher.firstScreen(of: host, program: "GreetingApp")
    #expect(
      report == """
        GreetingApp: WindowGroup "Hello", 390×844 points
        \(host.snapshot().description)
        """
    )
    #expect(report.contains("Text \"Hello\""))
  }
}
