import Testing
import ViewModelKit

/// A profile row written for iOS: the downloaded avatar, or a symbol while there is none.
private struct ProfileRow: View {
  let avatar: UIImage?

  var body: some View {
    HStack(spacing: 8) {
      Image(uiImage: avatar ?? UIImage(systemName: "person.crop.circle")!)
      Text("Ada")
    }
  }
}

@MainActor
@Suite("Image(uiImage:)")
struct ImageUIImageTests {
  @Test func aDataImageShowsAtItsSizeInPoints() throws {
    let avatar = UIImage(data: ImageFiles.png(width: 96, height: 96), scale: 2)
    let host = ViewHost(ProfileRow(avatar: avatar), size: CGSize(width: 200, height: 100))
    let image = try #require(host.snapshot().first("Image"))
    #expect(image.frame.size == CGSize(width: 48, height: 48))
    #expect(image.frame.minY == 26)
    #expect(image.text == "PNG image")
  }

  @Test func aSymbolShowsUnderItsNameAtItsConfiguredSize() throws {
    let host = ViewHost(ProfileRow(avatar: nil), size: CGSize(width: 200, height: 100))
    let image = try #require(host.snapshot().first("Image"))
    #expect(image.frame.size == CGSize(width: 20, height: 20))
    #expect(image.text == "person.crop.circle")
    let big = UIImage(
      systemName: "person.crop.circle",
      withConfiguration: UIImage.SymbolConfiguration(pointSize: 44)
    )
    let large = ViewHost(ProfileRow(avatar: big), size: CGSize(width: 200, height: 100))
    #expect(large.snapshot().first("Image")?.frame.size == CGSize(width: 44, height: 44))
  }

  @Test func aResizableUIImageTakesItsFrame() {
    let photo = UIImage(data: ImageFiles.jpeg(width: 400, height: 300))!
    let host = ViewHost(
      Image(uiImage: photo).resizable().aspectRatio(contentMode: .fit).frame(width: 200),
      size: CGSize(width: 300, height: 300)
    )
    #expect(host.snapshot().first("Image")?.frame == CGRect(x: 50, y: 75, width: 200, height: 150))
  }

  @Test func theRenderingModeBecomesTheImages() {
    let logo = UIImage(named: "logo")!.withRenderingMode(.alwaysTemplate)
    #expect(
      ViewHost(Image(uiImage: logo)).treeDescription() == #"Image "logo" renderingMode: template"#
    )
  }
}
