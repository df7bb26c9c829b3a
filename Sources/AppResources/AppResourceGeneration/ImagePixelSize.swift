public import Foundation

/// The width and height in pixels of a PNG, JPEG or GIF file, read from its header.
///
/// ```swift
/// ImagePixelSize(pngData)  // ImagePixelSize(width: 72, height: 72)
/// ```
public struct ImagePixelSize: Equatable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Reads the size from a file's bytes, or returns `nil` for data that is none of the three
  /// formats, is cut short, or gives an empty size.
  ///
  /// - Parameter data: The file's bytes.
  public init?(_ data: Data) {
    let bytes = [UInt8](data)
    guard let size = Self.png(bytes) ?? Self.gif(bytes) ?? Self.jpeg(bytes),
      size.width > 0, size.height > 0
    else { return nil }
    self = size
  }

  private static func number(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  /// PNG: the signature, then the `IHDR` chunk's 32-bit big-endian width and height.
  private static func png(_ bytes: [UInt8]) -> ImagePixelSize? {
    guard bytes.count >= 24, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]),
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    return ImagePixelSize(width: number(bytes[16..<20]), height: number(bytes[20..<24]))
  }

  /// GIF: `GIF87a` or `GIF89a`, then the 16-bit little-endian width and height.
  private static func gif(_ bytes: [UInt8]) -> ImagePixelSize? {
    guard bytes.count >= 10,
      bytes[0..<6].elementsEqual("GIF87a".utf8) || bytes[0..<6].elementsEqual("GIF89a".utf8)
    else { return nil }
    return ImagePixelSize(
      width: Int(bytes[6]) | Int(bytes[7]) << 8,
      height: Int(bytes[8]) | Int(bytes[9]) << 8
    )
  }

  /// JPEG: the segments after the start of the image, each a marker and a 16-bit length, up
  /// to a start of frame, which holds the 16-bit big-endian height and then width.
  private static func jpeg(_ bytes: [UInt8]) -> ImagePixelSize? {
    guard bytes.count > 3, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 3 < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      switch marker {
      case 0xFF:
        offset += 1
      case 0x01, 0xD0...0xD7:
        offset += 2
      case 0xD9, 0xDA:
        return nil
      case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
        guard offset + 8 < bytes.count else { return nil }
        return ImagePixelSize(
          width: number(bytes[offset + 7...offset + 8]),
          height: number(bytes[offset + 5...offset + 6])
        )
      default:
        offset += 2 + number(bytes[offset + 2...offset + 3])
      }
    }
    return nil
  }
}
