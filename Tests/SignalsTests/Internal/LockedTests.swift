import Signals
import Testing

@Suite("Locked", .endsSubscriptions)
struct LockedTests {
  @Test func withLockMutatesAndReturns() {
    let locked = Locked(0)
    let result = locked.withLock { value -> Int in
      value += 41
      return value + 1
    }
    #expect(result == 42)
    #expect(locked.withLock { $0 } == 41)
  }
}
