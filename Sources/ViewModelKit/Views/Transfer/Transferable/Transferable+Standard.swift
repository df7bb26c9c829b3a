/// The conformances of the standard types, as `CoreTransferable` declares them: each travels as
/// data of its own content type.
extension String: Transferable {
  /// Text as UTF-8 plain text (`.utf8PlainText`); also imports any `.plainText`.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) {
      Data($0.utf8)
    } importing: {
      String(decoding: $0, as: UTF8.self)
    }
    DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
  }
}

extension Data: Transferable {
  /// The bytes themselves (`.data`): a `Data` receiver takes any item that travels as data.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// The URL's absolute string (`.url`).
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) {
      Data($0.absoluteString.utf8)
    } importing: { data in
      guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
        throw CocoaError(.coderReadCorrupt)
      }
      return url
    }
  }
}
