public import Foundation

extension UIImage {
  /// The picture as PNG: the bytes it was made from when they were PNG, otherwise `nil`.
  ///
  /// Nothing is encoded headlessly, so only PNG data comes back as PNG; UIKit would encode any
  /// picture (a placeholder, a JPEG) and return `nil` only for a picture without pixels.
  ///
  /// - Returns: The PNG data, or `nil`.
  public func pngData() -> Data? {
    guard case .data(let data, let header) = content, header.format == .png else { return nil }
    return data
  }

  /// The picture as JPEG: the bytes it was made from when they were JPEG, otherwise `nil`.
  ///
  /// Nothing is encoded headlessly: the bytes come back unchanged whatever the quality, and
  /// other pictures give `nil` where UIKit would encode them.
  ///
  /// ```swift
  /// let upload = photo.jpegData(compressionQuality: 0.8)
  /// ```
  ///
  /// - Parameter compressionQuality: From 0 (smallest) to 1 (best); not applied here.
  /// - Returns: The JPEG data, or `nil`.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard case .data(let data, let header) = content, header.format == .jpeg else { return nil }
    return data
  }
}
