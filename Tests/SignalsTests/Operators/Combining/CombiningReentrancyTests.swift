import Dispatch
import Signals
import Testing

/// Sends and cancellations from inside the downstream and from other threads.
@Suite("Combining re-entrancy and cancellation", .endsSubscriptions)
struct CombiningReentrancyTests {
  @Test func sendingFromInsideTheSinkIsDeliveredDepthFirst() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = a.merge(with: b)
      .sink { value in
        received.append(value)
        if value == 1 { b.send(2) }
        if value == 2 { a.send(3) }
      }
    a.send(1)
    a.send(4)
    #expect(received == [1, 2, 3, 4])
    cancellable.cancel()
  }

  @Test func zipFedFromItsOwnSinkDoesNotDeadlock() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = a.zip(b)
      .sink { left, right in
        received.append("\(left)\(right)")
        if left < 3 {
          a.send(left + 1)
          b.send(right + 1)
        }
      }
    a.send(1)
    b.send(1)
    #expect(received == ["11", "22", "33"])
    cancellable.cancel()
  }

  @Test func cancellingInsideTheSinkStopsDeliveriesAtOnce() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var cancellable: AnyCancellable?
    cancellable = a.combineLatest(b)
      .sink { left, right in
        received.append(left * 10 + right)
        if left == 1 {
          cancellable?.cancel()
          a.send(2)
        }
      }
    a.send(1)
    b.send(1)
    b.send(2)
    #expect(received == [11])
  }

  @Test func cancellingWhileOtherThreadsSendIsSafe() {
    for _ in 0..<20 {
      let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
      let counter = CombiningStressTests.OverlapCounter()
      let cancellable = subjects.publisher.flatMap { $0 }.sink { counter.receive($0) }
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        if worker == 3 {
          cancellable.cancel()
        } else {
          for index in 0..<500 { subjects[worker].send(index) }
        }
      }
      #expect(counter.overlaps == 0)
      #expect(counter.values.count <= 1_500)
    }
  }
}
