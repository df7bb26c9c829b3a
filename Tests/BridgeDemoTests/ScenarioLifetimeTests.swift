import BridgeDemoCore
import Testing
import ViewModelKit

// Every host a scenario creates is released when the scenario ends, with everything it made: its
// graph and renderer, every view node, every piece of view state and the objects the views own.
@MainActor
@Suite("Scenario lifetimes")
struct ScenarioLifetimeTests {
  @Test(arguments: Scenario.allCases)
  func aScenarioLeavesNothingAlive(scenario: Scenario) async throws {
    let tracker = LifetimeTracker()
    try await LifetimeTracker.$current.withValue(tracker) {
      _ = try await scenario.run(Narration())
    }
    // Tasks that the hosts' views started end once their host is gone; let them finish.
    for _ in 0..<20 where !tracker.survivors.isEmpty { await Task.yield() }
    #expect(tracker.trackedCount > 0)
    #expect(tracker.survivors == [])
  }
}
