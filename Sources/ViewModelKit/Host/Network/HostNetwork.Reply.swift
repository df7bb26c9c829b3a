#if canImport(FoundationNetworking)
public import Foundation
import FoundationNetworking

extension HostNetwork {
  /// What a host answers a request with: an HTTP status, headers and a body, or a failure.
  ///
  /// ```swift
  /// host.network.reply(to: notesURL, with: .json(#"[{"title": "Milk"}]"#))
  /// host.network.reply(to: notesURL, with: try .json([Note(title: "Milk")]))
  /// host.network.reply(to: notesURL, with: .status(500))
  /// host.network.reply(to: avatarURL, with: try .file(fixtures.appendingPathComponent("avatar.png")))
  /// host.network.reply(to: notesURL, with: .failure(URLError(.notConnectedToInternet)))
  /// ```
  ///
  /// An HTTP reply reaches the app as `HTTPURLResponse` (`statusCode`, `allHeaderFields`,
  /// `mimeType`) and its body; a status such as 404 is not an error, as with URLSession. A
  /// failure reaches it as the `URLError`, with the request's URL as its failing URL.
  public struct Reply: Sendable {
    /// The HTTP status code (0 for a failure).
    public var status: Int
    /// The response's header fields; `Content-Length` is added from the body.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// The error the request fails with, instead of a response.
    public var error: URLError?

    /// A reply with a status, headers and a body.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headers: The header fields.
    ///   - body: The body.
    /// - Returns: The reply.
    public static func status(
      _ status: Int,
      headers: [String: String] = [:],
      body: Data = Data()
    )
      -> Reply
    {
      Reply(status: status, headers: headers, body: body, error: nil)
    }

    /// A JSON body given as text, with `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - json: The JSON text.
    ///   - status: The HTTP status code (200 by default).
    /// - Returns: The reply.
    public static func json(_ json: String, status: Int = 200) -> Reply {
      data(Data(json.utf8), mimeType: "application/json", status: status)
    }

    /// A value encoded as JSON, with `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - status: The HTTP status code (200 by default).
    ///   - encoder: The encoder (a plain `JSONEncoder` by default).
    /// - Throws: The encoder's error.
    /// - Returns: The reply.
    public static func json<Value: Encodable>(
      _ value: Value,
      status: Int = 200,
      encoder: JSONEncoder = JSONEncoder()
    ) throws -> Reply {
      data(try encoder.encode(value), mimeType: "application/json", status: status)
    }

    /// A text body, with `Content-Type: text/plain; charset=utf-8`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - status: The HTTP status code (200 by default).
    /// - Returns: The reply.
    public static func text(_ text: String, status: Int = 200) -> Reply {
      data(Data(text.utf8), mimeType: "text/plain; charset=utf-8", status: status)
    }

    /// A body of any type.
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - mimeType: Its `Content-Type`.
    ///   - status: The HTTP status code (200 by default).
    /// - Returns: The reply.
    public static func data(_ data: Data, mimeType: String, status: Int = 200) -> Reply {
      .status(status, headers: ["Content-Type": mimeType], body: data)
    }

    /// A fixture file's contents, read now, with a `Content-Type` from its extension (`json`,
    /// `png`, `jpg`/`jpeg`, `gif`, `txt`, `html`; `application/octet-stream` otherwise).
    ///
    /// - Parameters:
    ///   - file: The file's URL.
    ///   - status: The HTTP status code (200 by default).
    /// - Throws: The error reading the file.
    /// - Returns: The reply.
    public static func file(_ file: URL, status: Int = 200) throws -> Reply {
      data(try Data(contentsOf: file), mimeType: mimeType(of: file), status: status)
    }

    /// A failure: the request throws (or its handler receives, or its publisher fails with)
    /// `error`.
    ///
    /// - Parameter error: The error, such as `URLError(.notConnectedToInternet)` or
    ///   `URLError(.timedOut)`.
    /// - Returns: The reply.
    public static func failure(_ error: URLError) -> Reply {
      Reply(status: 0, headers: [:], body: Data(), error: error)
    }

    /// The response the app receives for `url`.
    func response(for url: URL) -> URLResponse {
      var fields = headers
      if fields.keys.first(where: { $0.lowercased() == "content-length" }) == nil {
        fields["Content-Length"] = String(body.count)
      }
      let response = HTTPURLResponse(
        url: url,
        statusCode: status,
        httpVersion: "HTTP/1.1",
        headerFields: fields
      )
      return response
        ?? URLResponse(
          url: url,
          mimeType: nil,
          expectedContentLength: body.count,
          textEncodingName: nil
        )
    }

    private static func mimeType(of file: URL) -> String {
      switch file.pathExtension.lowercased() {
      case "json": "application/json"
      case "png": "image/png"
      case "jpg", "jpeg": "image/jpeg"
      case "gif": "image/gif"
      case "txt": "text/plain; charset=utf-8"
      case "html", "htm": "text/html; charset=utf-8"
      default: "application/octet-stream"
      }
    }
  }
}
#endif
