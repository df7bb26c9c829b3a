import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("UIImage")
struct UIImageTests {
  @Test func dataImagesHaveTheirFilesPixelSizeInPointsAtTheirScale() throws {
    let png = try #require(UIImage(data: ImageFiles.png(width: 640, height: 480)))
    #expect(png.size == CGSize(width: 640, height: 480))
    #expect(png.scale == 1)
    let retina = try #require(UIImage(data: ImageFiles.png(width: 640, height: 480), scale: 2))
    #expect(retina.size == CGSize(width: 320, height: 240))
    #expect(retina.scale == 2)
    let photo = try #require(UIImage(data: ImageFiles.jpeg(width: 4032, height: 3024)))
    #expect(photo.size == CGSize(width: 4032, height: 3024))
    let gif = try #require(UIImage(data: ImageFiles.gif(width: 300, height: 200)))
    #expect(gif.size == CGSize(width: 300, height: 200))
    #expect(gif.description == "UIImage(gif data) 300×200")
  }

  @Test func dataThatIsNoImageGivesNil() {
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: ImageFiles.png(width: 64, height: 64).prefix(20)) == nil)
    #expect(UIImage(data: ImageFiles.png(width: 0, height: 64)) == nil)
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
  }

  @Test func pngAndJPEGDataComeBackOnlyForTheirOwnFormat() throws {
    let pngData = ImageFiles.png(width: 8, height: 8)
    let jpegData = ImageFiles.jpeg(width: 8, height: 8)
    let png = try #require(UIImage(data: pngData))
    let jpeg = try #require(UIImage(data: jpegData))
    #expect(png.pngData() == pngData)
    #expect(png.jpegData(compressionQuality: 0.8) == nil)
    #expect(jpeg.jpegData(compressionQuality: 0.8) == jpegData)
    #expect(jpeg.pngData() == nil)
    #expect(UIImage(named: "avatar")?.pngData() == nil)
  }

  @Test func namedImagesAndSymbolsArePlaceholdersOfTheProjectsSizes() throws {
    let avatar = try #require(UIImage(named: "avatar"))
    #expect(avatar.size == CGSize(width: 20, height: 20))
    #expect(avatar.scale == 3)
    #expect(!avatar.isSymbolImage)
    let star = try #require(UIImage(systemName: "star.fill"))
    #expect(star.size == CGSize(width: 20, height: 20))
    #expect(star.isSymbolImage)
    #expect(star.description == "UIImage(systemName: \"star.fill\") 20×20")
    #expect(UIImage().size == .zero)
  }

  @Test func aSymbolConfigurationSetsTheSymbolsSquare() {
    let sized = UIImage.SymbolConfiguration(pointSize: 40)
    #expect(UIImage(systemName: "heart", withConfiguration: sized)?.size.width == 40)
    let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
    #expect(UIImage(systemName: "heart", withConfiguration: large)?.size.width == 39)
    let small = UIImage.SymbolConfiguration(scale: .small)
    #expect(UIImage(systemName: "heart", withConfiguration: small)?.size.width == 16)
    let bold = UIImage.SymbolConfiguration(weight: .bold)
    #expect(UIImage(systemName: "heart", withConfiguration: bold)?.size.width == 20)
    let combined = UIImage(systemName: "heart", withConfiguration: sized)?
      .applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))
    #expect(combined?.size.width == 52)
    #expect(UIImage(named: "logo")?.applyingSymbolConfiguration(small) == nil)
  }

  @Test func renderingModeIsKept() {
    let template = UIImage(named: "logo")?.withRenderingMode(.alwaysTemplate)
    #expect(template?.renderingMode == .alwaysTemplate)
    #expect(UIImage(named: "logo")?.renderingMode == .automatic)
    #expect(template?.size == CGSize(width: 20, height: 20))
  }

  @Test func contentsOfFileReadsTheFileAndItsScaleSuffix() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("UIImageTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("badge@2x.png")
    try ImageFiles.png(width: 96, height: 48).write(to: file)
    let badge = try #require(UIImage(contentsOfFile: file.path))
    #expect(badge.size == CGSize(width: 48, height: 24))
    #expect(badge.scale == 2)
    #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
  }
}
