import Foundation

/// Where an ``AsyncImage`` is in loading its picture.
///
/// ```swift
/// AsyncImage(url: note.photoURL) { phase in
///   switch phase {
///   case .empty: ProgressView()
///   case .success(let image): image.resizable().scaledToFit()
///   case .failure: Image(systemName: "photo")
///   @unknown default: EmptyView()
///   }
/// }
/// ```
public enum AsyncImagePhase: Sendable {
  /// Nothing loaded yet (or no URL).
  case empty
  /// The picture loaded.
  case success(Image)
  /// Loading failed: a `URLError` of the request, or an error saying the bytes are not a PNG,
  /// JPEG or GIF picture.
  case failure(any Error)

  /// The picture, once it loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, when loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The bytes an ``AsyncImage`` received are not a picture it can size (PNG, JPEG or GIF).
struct UndecodableImageError: Error, CustomStringConvertible {
  /// The URL that answered them.
  let url: URL

  var description: String { "The data at \(url.absoluteString) is not a PNG, JPEG or GIF image." }
}
