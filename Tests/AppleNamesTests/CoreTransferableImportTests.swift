#if os(Linux)
import CoreTransferable
import Testing

// A model file that imports only CoreTransferable (which brings UniformTypeIdentifiers), as an
// app's transferable models are written.

private struct Contact: Codable, Transferable, Equatable {
  var name: String
  var phone: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .contact)
    ProxyRepresentation(exporting: \.name)
  }
}

extension UTType {
  fileprivate static let contact = UTType(exportedAs: "com.example.contact", conformingTo: .json)
}

@Suite("import CoreTransferable")
struct CoreTransferableImportTests {
  @Test func aModelFileThatImportsOnlyCoreTransferableBuildsAndTravels() async throws {
    let contact = Contact(name: "Ada", phone: "555-0100")
    let data = try await contact.exported(as: .contact)
    #expect(try await Contact(importing: data, contentType: .contact) == contact)
    #expect(try await contact.exported(as: .plainText) == Data("Ada".utf8))
    #expect(try await String(importing: Data("Hi".utf8), contentType: .utf8PlainText) == "Hi")
  }
}
#endif
