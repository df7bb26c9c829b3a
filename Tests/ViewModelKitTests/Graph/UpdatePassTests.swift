import Testing
import ViewModelKit

// Update passes: one per distinct transaction, in the order the changes were made (reference
// §3.2, §9 #16).

private struct Batcher: View {
  let log: BatchLog
  @State private var value = 0

  var body: some View {
    let _ = log.bodies.append(value)
    Button("Run") {
      value = 1
      value = 2
      withAnimation {
        value = 3
        value = 4
      }
    }
    .onChange(of: value) { old, new in log.changes.append([old, new]) }
  }
}

@MainActor
private final class BatchLog {
  var bodies: [Int] = []
  var changes: [[Int]] = []
}

private struct InitialChange: View {
  let log: BatchLog
  @State private var value = 5

  var body: some View {
    Button("Bump") { value += 1 }
      .onChange(of: value, initial: true) { old, new in log.changes.append([old, new]) }
  }
}

@MainActor
@Suite("Update passes")
struct UpdatePassTests {
  @Test func writesInOneTransactionCoalesceAndANewTransactionStartsANewPass() throws {
    let log = BatchLog()
    let host = ViewHost(Batcher(log: log))
    try host.tap("Run")
    #expect(log.bodies == [0, 2, 4])
    #expect(log.changes == [[0, 2], [2, 4]])
    let passes = host.updates.filter { $0.view == "Batcher" }
    #expect(passes.map(\.cause) == [.identity, .local, .local])
    #expect(passes.map(\.transaction.animation) == [nil, nil, .default])
    #expect(passes[1].pass + 1 == passes[2].pass)
  }

  @Test func onChangeWithInitialRunsOnInsertionAndThenOnEachChange() throws {
    let log = BatchLog()
    let host = ViewHost(InitialChange(log: log))
    #expect(log.changes == [[5, 5]])
    try host.tap("Bump")
    try host.tap("Bump")
    #expect(log.changes == [[5, 5], [5, 6], [6, 7]])
  }
}
