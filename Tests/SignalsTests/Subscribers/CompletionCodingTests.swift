import Foundation
import Signals
import Testing

@Suite("Subscribers.Completion: Codable", .endsSubscriptions)
struct CompletionCodingTests {
  enum LoadError: Error, Codable, Equatable {
    case offline
  }

  @Test func encodesAsCombineDoes() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let finished = try encoder.encode(Subscribers.Completion<LoadError>.finished)
    let failed = try encoder.encode(Subscribers.Completion<LoadError>.failure(.offline))
    #expect(String(decoding: finished, as: UTF8.self) == #"{"success":true}"#)
    #expect(
      String(decoding: failed, as: UTF8.self) == #"{"error":{"offline":{}},"success":false}"#
    )
  }

  @Test func decodesWhatItEncodes() throws {
    let completions: [Subscribers.Completion<LoadError>] = [.finished, .failure(.offline)]
    let data = try JSONEncoder().encode(completions)
    let decoded = try JSONDecoder().decode([Subscribers.Completion<LoadError>].self, from: data)
    #expect(decoded == completions)
  }

  @Test func aMissingErrorIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder()
        .decode(
          Subscribers.Completion<LoadError>.self,
          from: Data(#"{"success":false}"#.utf8)
        )
    }
  }
}
