import Signals
import Testing

@Suite("Cancellable.store(in:)", .endsSubscriptions)
struct CancellableStoreTests {
  /// A cancellable that is not an `AnyCancellable`, as a connection or a subscriber is.
  final class Connection: Cancellable, @unchecked Sendable {
    let cancels = Locked(0)
    func cancel() { cancels.withLock { $0 += 1 } }
  }

  @Test func anyCancellableStoresIntoASetAndAnArray() {
    let connection = Connection()
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    let erased: any Cancellable = connection
    erased.store(in: &set)
    erased.store(in: &array)
    #expect(set.count == 1)
    #expect(array.count == 1)
    set = []
    #expect(connection.cancels.withLock { $0 } == 1)
    array = []
    #expect(connection.cancels.withLock { $0 } == 2)
  }

  @Test func aConnectionStoredInASetEndsWithTheSet() {
    let subject = PassthroughSubject<Int, Never>()
    let multicast = subject.multicast { PassthroughSubject<Int, Never>() }
    var received: [Int] = []
    var cancellables = Set<AnyCancellable>()
    multicast.sink { received.append($0) }.store(in: &cancellables)
    multicast.connect().store(in: &cancellables)
    subject.send(1)
    cancellables = []
    subject.send(2)
    #expect(received == [1])
  }
}
