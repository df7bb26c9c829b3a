import Dispatch
import Signals
import Testing

/// Collects `print`'s lines.
private final class LineCollector: TextOutputStream, @unchecked Sendable {
  // Every mutable property lives in `text`.
  private let text = Locked("")

  var output: String { text.withLock { $0 } }

  func write(_ string: String) {
    text.withLock { $0 += string }
  }
}

@Suite("Publishers.Print", .endsSubscriptions)
struct PrintTests {
  @Test func logsASequenceInCombinesFormat() {
    let lines = LineCollector()
    let cancellable = [1, 2].publisher.print("numbers", to: lines).sink { _ in }
    #expect(
      lines.output == """
        numbers: receive subscription: ([1, 2])
        numbers: request unlimited
        numbers: receive value: (1)
        numbers: receive value: (2)
        numbers: receive finished

        """
    )
    cancellable.cancel()
  }

  @Test func logsRequestsSynchronousDemandErrorsAndCancel() {
    let lines = LineCollector()
    let subject = PassthroughSubject<String, TestError>()
    let recorder = RecordingSubscriber<String, TestError>(
      initialDemand: .max(1),
      demandPerValue: .max(2)
    )
    subject.print(to: lines).subscribe(recorder)
    subject.send("a")
    recorder.cancel()
    let failing = RecordingSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: .oops).print("f", to: lines).subscribe(failing)
    #expect(
      lines.output == """
        receive subscription: (PassthroughSubject)
        request max: (1)
        receive value: (a)
        request max: (2) (synchronous)
        receive cancel
        f: receive subscription: (Empty)
        f: request unlimited
        f: receive error: (oops)

        """
    )
  }

  @Test func logsTheDemandOperatorsReturnUpstream() {
    let lines = LineCollector()
    let dropped = [1, 2].publisher.print(to: lines).dropFirst().sink { _ in }
    let filtered = [1, 2].publisher.print("f", to: lines).filter { $0 > 1 }.sink { _ in }
    #expect(
      lines.output == """
        receive subscription: ([1, 2])
        request unlimited
        receive value: (1)
        receive value: (2)
        receive finished
        f: receive subscription: ([1, 2])
        f: request unlimited
        f: receive value: (1)
        f: request max: (1) (synchronous)
        f: receive value: (2)
        f: receive finished

        """
    )
    dropped.cancel()
    filtered.cancel()
  }

  @Test func logsAndPassesOnWhatArrivesAfterTheEnd() {
    let lines = LineCollector()
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(demandPerValue: .max(2))
    upstream.print("late", to: lines).subscribe(recorder)
    upstream.send(completion: .finished)
    upstream.send(completion: .failure(.oops))
    #expect(upstream.send(10) == .max(2))
    recorder.expectEvents([
      .subscription, .completion(.finished), .completion(.failure(.oops)), .value(10),
    ])
    #expect(
      lines.output.hasSuffix(
        "late: receive finished\nlate: receive error: (oops)\nlate: receive value: (10)\n"
          + "late: request max: (2) (synchronous)\n"
      )
    )
  }

  @Test func passesOnValuesSentFromTwoThreadsAtOnce() {
    let lines = LineCollector()
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    // The upstream never subscribes: as in Combine, the values still pass.
    upstream.print(to: lines).subscribe(recorder)
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for _ in 0..<100 { upstream.send(thread == 0 ? 12 : 34) }
    }
    #expect(recorder.values.count == 200)
    #expect(recorder.values.filter { $0 == 12 }.count == 100)
    // Each line is written as its text and then its end (as Combine's are), so lines from the two
    // threads may interleave; every text is whole.
    let output = lines.output
    #expect(output.ranges(of: "receive value: (34)").count == 100)
    #expect(output.ranges(of: "receive value: (12)").count == 100)
    #expect(output.filter { $0 == "\n" }.count == 200)
  }
}
