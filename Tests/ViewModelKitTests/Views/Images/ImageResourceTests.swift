import Foundation
import Testing
import ViewModelKit

// What the AppResources plugin generates for an image set with a 72×72-pixel @3x PNG and a
// template rendering intent, and for one with only a PDF.
extension ImageResource {
  fileprivate static let quill = ImageResource(
    name: "Quill",
    bundle: .main,
    size: CGSize(width: 24, height: 24),
    scale: 3,
    renderingMode: .template
  )
  fileprivate static let logo = ImageResource(name: "Logo", bundle: .main, size: nil)
}

@MainActor
@Suite("ImageResource")
struct ImageResourceTests {
  @Test func anAssetImageHasTheSizeOfItsPicture() throws {
    let host = ViewHost(
      HStack {
        Image(.quill)
        Image(.logo)
      }
    )
    let images = host.snapshot().all("Image")
    #expect(images.map(\.text) == ["Quill", "Logo"])
    #expect(
      images.map(\.frame.size) == [CGSize(width: 24, height: 24), CGSize(width: 20, height: 20)]
    )
  }

  @Test func aResizableAssetImageTakesTheProposedSize() throws {
    let host = ViewHost(Image(.quill).resizable().frame(width: 48, height: 48))
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 48, height: 48))
  }

  @Test func aResourceByNameIsAnAssetImage() {
    #expect(Image(ImageResource(name: "Logo", bundle: .main)) == Image("Logo"))
  }
}
