/// A type whose values can travel through drag and drop, copy and paste or sharing, as in
/// `CoreTransferable`.
///
/// ```swift
/// struct Card: Codable, Transferable {
///   var title: String
///
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .card)
///     ProxyRepresentation(exporting: \.title)
///   }
/// }
///
/// extension UTType {
///   static let card = UTType(exportedAs: "com.example.card", conformingTo: .json)
/// }
/// ```
///
/// List the representations from the most to the least preferred: a receiver takes the first
/// one it can import. `String`, `Data` and `URL` conform, as in `CoreTransferable`.
@preconcurrency
public protocol Transferable: Sendable {
  /// The type of the representation ``transferRepresentation`` describes.
  associatedtype Representation: TransferRepresentation

  /// How values of this type are exported and imported.
  @TransferRepresentationBuilder<Self>
  static var transferRepresentation: Representation { get }
}
