public import Foundation

/// The file a sender offers through a ``FileRepresentation``.
///
/// ```swift
/// FileRepresentation(exportedContentType: .pdf) { report in
///   SentTransferredFile(report.pdfURL)
/// }
/// ```
public struct SentTransferredFile: Sendable {
  /// The file on disk.
  public var file: URL
  /// Whether a receiver may open the file itself rather than a copy (here receivers always get
  /// a copy).
  public var allowAccessingOriginalFile: Bool

  /// Describes a file to send.
  ///
  /// - Parameters:
  ///   - file: The file on disk.
  ///   - allowAccessingOriginalFile: Whether a receiver may open the file itself.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// The file a receiver gets through a ``FileRepresentation``: a temporary copy, removed once the
/// importing closure returns.
public struct ReceivedTransferredFile: Sendable {
  /// The received file on disk.
  public let file: URL
  /// Whether ``file`` is the sender's own file rather than a copy (always `false` here).
  public let isOriginalFile: Bool
}
