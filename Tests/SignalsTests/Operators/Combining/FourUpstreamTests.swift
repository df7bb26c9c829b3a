import Signals
import Testing

@Suite("Zip4 and CombineLatest4", .endsSubscriptions)
struct FourUpstreamTests {
  @Test func zipPairsFourUpstreamsInOrder() {
    var received: [String] = []
    let cancellable = [1, 2].publisher
      .zip(["a", "b"].publisher, [true, false].publisher, [1.5, 2.5, 3.5].publisher)
      .sink { received.append("\($0)\($1)\($2)\($3)") }
    #expect(received == ["1atrue1.5", "2bfalse2.5"])
    cancellable.cancel()
  }

  @Test func zipWithATransform() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let d = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = a.zip(b, c, d) { $0 + $1 + $2 + $3 }.sink { received.append($0) }
    a.send(1)
    b.send(10)
    c.send(100)
    #expect(received == [])
    d.send(1000)
    #expect(received == [1111])
    cancellable.cancel()
  }

  @Test func combineLatestPublishesOnceAllFourHaveSent() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let d = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { received.append($0) }
    a.send(1)
    b.send(10)
    c.send(100)
    d.send(1000)
    a.send(2)
    #expect(received == [1111, 1112])
    cancellable.cancel()
  }
}
