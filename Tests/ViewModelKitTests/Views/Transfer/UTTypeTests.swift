import Testing
import ViewModelKit

// Uniform types as an app's document and import code uses them: the system's types, their
// hierarchy and tags, and the app's own types.

extension UTType {
  fileprivate static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
  fileprivate static let markdown = UTType(
    importedAs: "net.daringfireball.markdown",
    conformingTo: .plainText
  )
}

@Suite("UTType")
struct UTTypeTests {
  @Test func systemTypesHaveTheirIdentifiersAndTags() {
    #expect(UTType.json.identifier == "public.json")
    #expect(UTType.json.preferredFilenameExtension == "json")
    #expect(UTType.json.preferredMIMEType == "application/json")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.commaSeparatedText.preferredFilenameExtension == "csv")
    #expect(UTType.utf8PlainText.preferredFilenameExtension == nil)
    #expect(UTType.data.tags.isEmpty)
    #expect(UTType.json.isPublicType && UTType.json.isSystemDeclared && UTType.json.isDeclared)
    #expect(!UTType.pdf.isPublicType)
    #expect("\(UTType.fileURL)" == "public.file-url")
  }

  @Test func conformanceFollowsTheHierarchy() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .content))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .png))
    #expect(!UTType.image.conforms(to: .png))
    #expect(UTType.utf8PlainText.conforms(to: .text))
    #expect(UTType.commaSeparatedText.conforms(to: .delimitedText))
    #expect(UTType.fileURL.conforms(to: .url))
    #expect(UTType.folder.conforms(to: .directory))
    #expect(!UTType.folder.conforms(to: .data))
    #expect(UTType.pdf.conforms(to: .compositeContent))
    #expect(UTType.movie.conforms(to: .audiovisualContent))
    #expect(!UTType.audio.conforms(to: .movie))
    #expect(UTType.image.isSupertype(of: .png))
    #expect(!UTType.png.isSupertype(of: .png))
    #expect(UTType.json.isSubtype(of: .text))
    #expect(!UTType.json.isSubtype(of: .json))
    #expect(UTType.png.supertypes == [.image, .data, .content, .item])
  }

  @Test func findsTypesByIdentifierExtensionAndMIMEType() {
    #expect(UTType("public.json") == .json)
    #expect(UTType("com.example.nobody-declares-this") == nil)
    #expect(UTType(filenameExtension: "JSON") == .json)
    #expect(UTType(filenameExtension: "jpg") == .jpeg)
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "json", conformingTo: .image)?.isDynamic == true)
    #expect(UTType(mimeType: "application/pdf") == .pdf)
    #expect(UTType(mimeType: "text/csv") == .commaSeparatedText)
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == [.png])
  }

  @Test func anUnknownExtensionGivesADynamicType() throws {
    let type = try #require(UTType(filenameExtension: "xyz"))
    #expect(type.isDynamic && !type.isDeclared)
    #expect(type.identifier.hasPrefix("dyn."))
    #expect(type.preferredFilenameExtension == "xyz")
    #expect(type.conforms(to: .data))
    #expect(UTType(filenameExtension: "xyz") == type)
  }

  @Test func theAppsTypesConformToTheirParentsAndAreFoundByIdentifier() {
    #expect(UTType.recipe.identifier == "com.example.recipe")
    #expect(UTType.recipe.conforms(to: .json))
    #expect(UTType.recipe.conforms(to: .text))
    #expect(!UTType.recipe.isSystemDeclared && UTType.recipe.isDeclared)
    #expect(UTType("com.example.recipe") == .recipe)
    #expect(UTType.markdown.conforms(to: .plainText))
    #expect(UTType(exportedAs: "com.example.loose").supertypes.isEmpty)
    #expect(UTType(exportedAs: "public.png") == .png)
    #expect(UTType(exportedAs: "public.png").isSystemDeclared)
  }

  @Test func isHashableByIdentifier() {
    let types: Set<UTType> = [.json, UTType("public.json")!, .png]
    #expect(types.count == 2)
  }
}
