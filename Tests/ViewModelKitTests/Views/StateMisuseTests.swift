import Testing
import ViewModelKit

// Misuse gets SwiftUI's diagnostics, not a crash (reference §3.2, §6.2).

private struct WritesDuringBody: View {
  @State private var count = 0

  var body: some View {
    let _ = bump()
    Text("Count \(count)")
  }

  private func bump() -> Bool {
    count = 5
    return true
  }
}

private struct Uninstalled: View {
  @State var count = 42

  var body: some View {
    Text("Count \(count)")
  }
}

private final class Made: ObservableObject {
  let serial: Int

  init(serial: Int) {
    self.serial = serial
  }
}

@MainActor
private final class Factory {
  var made = 0

  func make() -> Made {
    made += 1
    return Made(serial: made)
  }
}

private struct OwnsObject: View {
  @StateObject var object: Made

  var body: some View {
    Text("Serial \(object.serial)")
  }
}

private struct Plain: View {
  var body: some View {
    Text("Plain")
  }
}

@MainActor
@Suite("Misuse diagnostics")
struct StateMisuseTests {
  @Test func writingStateDuringBodyIsIgnoredWithSwiftUIsWarning() {
    let host = ViewHost(WritesDuringBody())
    #expect(
      host.warnings == ["Modifying state during view update, this will cause undefined behavior."]
    )
    host.flush()
    #expect(shownTexts(host) == ["Count 0"])
    #expect(host.updates.count == 1)
  }

  @Test func readingStateOutsideAnInstalledViewGivesTheInitialValueAndAWarning() {
    let host = ViewHost(Plain())
    let view = Uninstalled()
    var read = 0
    host.measure("outside") { read = view.count }
    #expect(read == 42)
    #expect(
      host.warnings == [
        "Accessing State's value outside of being installed on a View. This will result in a "
          + "constant Binding of the initial value and will not update."
      ]
    )
  }

  @Test func readingAStateObjectOutsideAnInstalledViewCreatesANewInstanceEachTime() {
    let host = ViewHost(Plain())
    let factory = Factory()
    let view = OwnsObject(object: factory.make())
    var serials: [Int] = []
    host.measure("outside") {
      serials.append(view.object.serial)
      serials.append(view.object.serial)
    }
    #expect(serials == [1, 2])
    #expect(
      host.warnings
        == Array(
          repeating: "Accessing StateObject's object without being installed on a View. This will "
            + "create a new instance each time.",
          count: 2
        )
    )
  }

  @Test func anInstalledStateObjectIsCreatedOnce() {
    let factory = Factory()
    let host = ViewHost(OwnsObject(object: factory.make()))
    #expect(shownTexts(host) == ["Serial 1"])
    #expect(factory.made == 1)
    #expect(host.warnings.isEmpty)
  }
}
