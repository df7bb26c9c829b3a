import Foundation
import Signals
import Testing

@Suite("Record", .endsSubscriptions)
struct RecordTests {
  @Test func replaysTheRecordingAsDemandAllows() {
    let record = Record<Int, TestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(3)
      recording.receive(completion: .failure(.oops))
    }
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(2))
    record.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2)])
    recorder.request(.max(1))
    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.failure(.oops)),
    ])
  }

  @Test func anEmptyRecordingCompletesAtOnce() {
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    Record<Int, TestError>(output: [], completion: .failure(.other)).subscribe(recorder)
    recorder.expectEvents([.subscription, .completion(.failure(.other))])
  }

  @Test func eachSubscriberGetsTheWholeRecording() {
    let record = Record<String, Never>(output: ["a", "b"], completion: .finished)
    var first: [String] = []
    var second: [String] = []
    _ = record.sink { first.append($0) }
    _ = record.sink { second.append($0) }
    #expect(first == ["a", "b"])
    #expect(second == ["a", "b"])
    #expect(record.recording.output == ["a", "b"])
    #expect(record.recording.completion == .finished)
  }

  @Test func encodesItsOutputAndCompletion() throws {
    let record = Record<Int, Never>(output: [1, 2], completion: .finished)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(record.recording), as: UTF8.self)
    #expect(json == #"{"completion":{"success":true},"output":[1,2]}"#)
    let decoded = try JSONDecoder()
      .decode(
        Record<Int, Never>.Recording.self,
        from: Data(json.utf8)
      )
    #expect(decoded.output == [1, 2])
  }

  @Test func aValueAfterTheCompletionTraps() async {
    await #expect(processExitsWith: .failure) {
      var recording = Record<Int, Never>.Recording()
      recording.receive(completion: .finished)
      recording.receive(1)
    }
  }
}
