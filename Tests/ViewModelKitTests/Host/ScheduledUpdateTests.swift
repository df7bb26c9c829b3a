import Dispatch
import Testing
import ViewModelKit

// When an update happens: as in SwiftUI, a change made on the main queue outside the host's own
// calls is applied at the end of the main queue's turn, one update per turn, so code resumed
// after it (a test's `await`) sees it applied. No virtual time passes.

@MainActor
private final class Script {
  var changes: [Bool] = []
  var finish: (() -> Void)?
}

private struct Switch: View {
  @State private var isOn = false
  let script: Script

  var body: some View {
    Text(isOn ? "On" : "Off")
      .onAppear {
        isOn = true
        DispatchQueue.main.async {
          isOn = false
          DispatchQueue.main.async {
            isOn = true
            script.finish?()
          }
        }
      }
      .onChange(of: isOn) { _, newValue in script.changes.append(newValue) }
  }
}

private struct Counter: View {
  @State private var count = 0
  let script: Script

  var body: some View {
    Text("\(count)")
      .onAppear {
        DispatchQueue.main.async {
          count += 1
          count += 1
          count += 1
          DispatchQueue.main.async { script.finish?() }
        }
      }
      .onChange(of: count) { script.changes.append(true) }
  }
}

@MainActor
@Suite("Updates scheduled on the main queue")
struct ScheduledUpdateTests {
  @Test func eachTurnOfTheMainQueueGetsItsOwnUpdate() async {
    let script = Script()
    let host = ViewHost(Switch(script: script))
    #expect(script.changes == [true])
    await withCheckedContinuation { continuation in
      script.finish = { continuation.resume() }
    }
    #expect(script.changes == [true, false, true])
    #expect(host.snapshot().first("Text")?.text == "On")
    #expect(host.time == 0)
  }

  @Test func writesInOneTurnMakeOneUpdate() async {
    let script = Script()
    let host = ViewHost(Counter(script: script))
    await withCheckedContinuation { continuation in
      script.finish = { continuation.resume() }
    }
    #expect(script.changes == [true])
    #expect(host.snapshot().first("Text")?.text == "3")
  }

  @Test func aSynchronousTestStillAppliesChangesWhenItFlushes() {
    let script = Script()
    let host = ViewHost(Counter(script: script))
    #expect(host.snapshot().first("Text")?.text == "0")
    host.flush()
    #expect(host.snapshot().first("Text")?.text == "0")
  }
}
