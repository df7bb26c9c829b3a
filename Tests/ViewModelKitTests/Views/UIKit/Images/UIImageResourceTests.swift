import Foundation
import Testing
import ViewModelKit

// What the AppResources plugin generates for an image set with a 72×72-pixel @3x PNG and a
// template rendering intent.
extension ImageResource {
  fileprivate static let quill = ImageResource(
    name: "Quill",
    bundle: .main,
    size: CGSize(width: 24, height: 24),
    scale: 3,
    renderingMode: .template
  )
}

extension UIImage {
  fileprivate static var quill: UIImage { .init(resource: .quill) }
}

@MainActor
@Suite("UIImage from a resource")
struct UIImageResourceTests {
  @Test func aPictureFromAResourceHasItsSizeScaleAndRenderingMode() {
    let quill = UIImage(resource: .quill)
    #expect(quill.size == CGSize(width: 24, height: 24))
    #expect(quill.scale == 3)
    #expect(quill.renderingMode == .alwaysTemplate)
    #expect(quill.description == #"UIImage(named: "Quill") 24×24"#)
  }

  @Test func aResourceByNameHasThePlaceholdersSize() {
    let logo = UIImage(resource: ImageResource(name: "Logo", bundle: .main))
    #expect(logo.size == CGSize(width: 20, height: 20))
    #expect(logo.scale == 3)
    #expect(logo.renderingMode == .automatic)
  }

  @Test func imageOfTheGeneratedUIImageShowsAtItsSize() {
    let host = ViewHost(Image(uiImage: .quill))
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 24, height: 24))
  }
}
