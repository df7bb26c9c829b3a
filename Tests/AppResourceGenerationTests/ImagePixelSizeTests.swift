import AppResourceGeneration
import Foundation
import Testing

@Suite("ImagePixelSize")
struct ImagePixelSizeTests {
  @Test func pngSizeIsItsHeadersWidthAndHeight() {
    #expect(
      ImagePixelSize(CatalogFixture.png(width: 72, height: 48))
        == ImagePixelSize(width: 72, height: 48)
    )
  }

  @Test func gifSizeIsLittleEndian() {
    let gif = Data(Array("GIF89a".utf8) + [0x2C, 0x01, 0x64, 0x00])
    #expect(ImagePixelSize(gif) == ImagePixelSize(width: 300, height: 100))
  }

  @Test func jpegSizeIsInItsFirstStartOfFrame() {
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46]
    let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x01, 0x01]
    #expect(
      ImagePixelSize(Data([0xFF, 0xD8] + app0 + frame)) == ImagePixelSize(width: 640, height: 480)
    )
  }

  @Test func otherDataHasNoSize() {
    #expect(ImagePixelSize(Data("%PDF-1.7".utf8)) == nil)
    #expect(ImagePixelSize(CatalogFixture.png(width: 0, height: 10)) == nil)
    #expect(ImagePixelSize(Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
  }
}
