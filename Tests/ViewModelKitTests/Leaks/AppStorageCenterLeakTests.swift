import Foundation
import Signals
import Testing

@testable import ViewModelKit

@Suite("AppStorageCenter: nothing of the center outlives its observers")
struct AppStorageCenterLeakTests {
  /// A weak reference to the process-wide center would give it a side table that is never
  /// freed (the center never is), which LeakSanitizer reports as a leak at exit.
  @Test func anObserversTokenHoldsNoWeakReferenceToTheCenter() throws {
    let center = AppStorageCenter()
    let store = try #require(UserDefaults(suiteName: "AppStorageCenterLeakTests"))
    let weakReferences = _getWeakRetainCount(center)
    let calls = Locked(0)
    let token = center.observe(store: store, key: "launches") { calls.withLock { $0 += 1 } }
    #expect(_getWeakRetainCount(center) == weakReferences)
    center.post(store: store, key: "launches")
    token.cancel()
    center.post(store: store, key: "launches")
    #expect(calls.withLock { $0 } == 1)
  }
}
