import Foundation
import Signals
import Testing

private struct Profile: Codable, Equatable {
  let name: String
}

@Suite("Publishers.Decode and Publishers.Encode", .endsSubscriptions)
struct DecodeTests {
  @Test func decodesEachValue() {
    let recorder = RecordingSubscriber<Profile, any Error>()
    Just(Data(#"{"name":"Ada"}"#.utf8))
      .decode(type: Profile.self, decoder: JSONDecoder())
      .subscribe(recorder)
    #expect(recorder.values == [Profile(name: "Ada")])
    if case .finished = recorder.completion {} else { Issue.record("expected finished") }
  }

  @Test func failsWithTheDecodingError() {
    let recorder = RecordingSubscriber<Profile, any Error>()
    [Data(#"{"name":"Ada"}"#.utf8), Data("not json".utf8), Data(#"{"name":"Grace"}"#.utf8)]
      .publisher
      .decode(type: Profile.self, decoder: JSONDecoder())
      .subscribe(recorder)
    #expect(recorder.values == [Profile(name: "Ada")])
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error is DecodingError)
  }

  @Test func encodesAndDecodesBack() throws {
    let recorder = RecordingSubscriber<Profile, any Error>()
    Just(Profile(name: "Grace"))
      .encode(encoder: JSONEncoder())
      .decode(type: Profile.self, decoder: JSONDecoder())
      .subscribe(recorder)
    #expect(recorder.values == [Profile(name: "Grace")])
  }
}

@Suite("Encode and Decode subscriptions", .endsSubscriptions)
struct CodingSubscriptionNameTests {
  struct Point: Codable, Equatable {
    let x: Int
  }

  @Test func subscriptionsAreNamedAsInCombine() {
    let encoding = RecordingSubscriber<Data, any Error>()
    let decoding = RecordingSubscriber<Point, any Error>()
    PassthroughSubject<Point, Never>().encode(encoder: JSONEncoder()).subscribe(encoding)
    PassthroughSubject<Data, Never>().decode(type: Point.self, decoder: JSONDecoder())
      .subscribe(decoding)
    #expect("\(encoding.subscription!)" == "Encode")
    #expect("\(decoding.subscription!)" == "Decode")
  }
}
