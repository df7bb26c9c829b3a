import Foundation

/// The headers of tiny image files, as a photo picker or a download would hand them over.
enum ImageFiles {
  /// A PNG's signature and IHDR chunk (8-bit RGBA), without pixel data.
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += [0, 0, 0, 13] + Array("IHDR".utf8)
    bytes += bigEndian(width, count: 4) + bigEndian(height, count: 4)
    bytes += [8, 6, 0, 0, 0] + [0, 0, 0, 0]  // depth, colour type, methods; CRC not checked
    return Data(bytes)
  }

  /// A JFIF: start of image, an APP0 segment, a comment, then a baseline start of frame.
  static func jpeg(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xFE, 0, 7] + Array("hello".utf8)
    bytes += [0xFF, 0xC0, 0, 17, 8]
    bytes += bigEndian(UInt32(height), count: 2) + bigEndian(UInt32(width), count: 2)
    bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    bytes += [0xFF, 0xD9]
    return Data(bytes)
  }

  /// A GIF89a's logical screen descriptor.
  static func gif(width: UInt16, height: UInt16) -> Data {
    Data(
      Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8)]
        + [UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0]
    )
  }

  private static func bigEndian(_ value: UInt32, count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
  }
}
