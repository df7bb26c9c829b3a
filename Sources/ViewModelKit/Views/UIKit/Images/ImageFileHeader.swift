import Foundation

/// The pixel size and format of PNG, JPEG and GIF data, read from the file's header so that
/// `UIImage(data:)` knows its size without decoding a pixel.
struct ImageFileHeader: Hashable, Sendable {
  enum Format: Hashable, Sendable {
    case png
    case jpeg
    case gif
  }

  let format: Format
  let width: Int
  let height: Int

  /// Reads the header, or returns `nil` for data that is none of the three formats or whose
  /// header is cut short or gives a zero size.
  init?(_ data: Data) {
    let bytes = [UInt8](data)
    guard let (format, width, height) = Self.png(bytes) ?? Self.jpeg(bytes) ?? Self.gif(bytes),
      width > 0, height > 0
    else { return nil }
    self.format = format
    self.width = width
    self.height = height
  }

  private static func bigEndian(_ bytes: [UInt8], _ index: Int, count: Int) -> Int {
    bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
  private static func png(_ bytes: [UInt8]) -> (Format, Int, Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    return (.png, bigEndian(bytes, 16, count: 4), bigEndian(bytes, 20, count: 4))
  }

  /// The segments after the start-of-image marker, up to the first start-of-frame, whose
  /// height and width are 16-bit big-endian integers.
  private static func jpeg(_ bytes: [UInt8]) -> (Format, Int, Int)? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    let startsOfFrame: Set<UInt8> = [
      0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF,
    ]
    var index = 2
    while index + 1 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1  // fill byte
        continue
      }
      if marker == 0x01 || (0xD0...0xD8).contains(marker) {
        index += 2  // a marker without a length
        continue
      }
      if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or scan data
      guard index + 3 < bytes.count else { return nil }
      if startsOfFrame.contains(marker) {
        guard index + 8 < bytes.count else { return nil }
        return (.jpeg, bigEndian(bytes, index + 7, count: 2), bigEndian(bytes, index + 5, count: 2))
      }
      index += 2 + bigEndian(bytes, index + 2, count: 2)
    }
    return nil
  }

  /// `GIF87a` or `GIF89a`, then width and height as 16-bit little-endian integers.
  private static func gif(_ bytes: [UInt8]) -> (Format, Int, Int)? {
    guard bytes.count >= 10,
      Array(bytes[0..<6]) == Array("GIF87a".utf8) || Array(bytes[0..<6]) == Array("GIF89a".utf8)
    else { return nil }
    return (.gif, Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
  }
}
