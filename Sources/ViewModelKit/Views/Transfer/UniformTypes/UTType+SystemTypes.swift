/// The system types, as `UniformTypeIdentifiers` names them (the table and its hierarchy are in
/// `UTTypeDeclaration+System.swift`).
extension UTType {
  /// The type of a declared system type, which the table holds.
  private static func system(_ identifier: String) -> UTType {
    guard let declaration = UTTypeDeclaration.known(identifier) else {
      preconditionFailure("\(identifier) is not in the system table")
    }
    return UTType(declaration: declaration)
  }

  /// `public.item`: anything, the root of physical types.
  public static let item = system("public.item")
  /// `public.content`: what a person reads, watches or hears, the root of content types.
  public static let content = system("public.content")
  /// `public.composite-content`: content of several kinds, such as a PDF.
  public static let compositeContent = system("public.composite-content")
  /// `public.data`: bytes, as a file or in memory.
  public static let data = system("public.data")
  /// `public.directory`: a folder or a package.
  public static let directory = system("public.directory")
  /// `public.folder`: a folder a person opens.
  public static let folder = system("public.folder")
  /// `public.volume`: a disk.
  public static let volume = system("public.volume")
  /// `com.apple.package`: a folder shown as one file.
  public static let package = system("com.apple.package")
  /// `com.apple.bundle`: a folder of code and resources.
  public static let bundle = system("com.apple.bundle")
  /// `public.executable`: a program.
  public static let executable = system("public.executable")
  /// `public.url`: a URL.
  public static let url = system("public.url")
  /// `public.file-url`: a `file:` URL.
  public static let fileURL = system("public.file-url")
  /// `public.text`: text of any encoding or markup.
  public static let text = system("public.text")
  /// `public.plain-text`: text without markup (`txt`, `text/plain`).
  public static let plainText = system("public.plain-text")
  /// `public.utf8-plain-text`: plain text in UTF-8.
  public static let utf8PlainText = system("public.utf8-plain-text")
  /// `public.utf16-plain-text`: plain text in UTF-16.
  public static let utf16PlainText = system("public.utf16-plain-text")
  /// `public.delimited-values-text`: rows of values with separators.
  public static let delimitedText = system("public.delimited-values-text")
  /// `public.comma-separated-values-text` (`csv`, `text/csv`).
  public static let commaSeparatedText = system("public.comma-separated-values-text")
  /// `public.tab-separated-values-text` (`tsv`).
  public static let tabSeparatedText = system("public.tab-separated-values-text")
  /// `public.rtf`: rich text (`rtf`).
  public static let rtf = system("public.rtf")
  /// `public.html` (`html`, `text/html`).
  public static let html = system("public.html")
  /// `public.xml` (`xml`, `application/xml`).
  public static let xml = system("public.xml")
  /// `public.yaml` (`yaml`).
  public static let yaml = system("public.yaml")
  /// `public.json` (`json`, `application/json`).
  public static let json = system("public.json")
  /// `public.source-code`: program text.
  public static let sourceCode = system("public.source-code")
  /// `public.swift-source` (`swift`).
  public static let swiftSource = system("public.swift-source")
  /// `com.apple.property-list` (`plist`).
  public static let propertyList = system("com.apple.property-list")
  /// `com.adobe.pdf` (`pdf`, `application/pdf`).
  public static let pdf = system("com.adobe.pdf")
  /// `public.image`: a picture of any format.
  public static let image = system("public.image")
  /// `public.png` (`png`, `image/png`).
  public static let png = system("public.png")
  /// `public.jpeg` (`jpeg`, `jpg`, `image/jpeg`).
  public static let jpeg = system("public.jpeg")
  /// `com.compuserve.gif` (`gif`).
  public static let gif = system("com.compuserve.gif")
  /// `public.tiff` (`tiff`, `tif`).
  public static let tiff = system("public.tiff")
  /// `public.svg-image` (`svg`, `image/svg+xml`).
  public static let svg = system("public.svg-image")
  /// `public.audiovisual-content`: sound or moving pictures.
  public static let audiovisualContent = system("public.audiovisual-content")
  /// `public.movie`: moving pictures, with or without sound.
  public static let movie = system("public.movie")
  /// `public.video`: moving pictures without sound.
  public static let video = system("public.video")
  /// `public.audio`: sound.
  public static let audio = system("public.audio")
  /// `com.apple.quicktime-movie` (`mov`).
  public static let quickTimeMovie = system("com.apple.quicktime-movie")
  /// `public.mpeg-4` (`mp4`).
  public static let mpeg4Movie = system("public.mpeg-4")
  /// `public.mp3` (`mp3`, `audio/mpeg`).
  public static let mp3 = system("public.mp3")
  /// `public.archive`: files packed into one.
  public static let archive = system("public.archive")
  /// `public.zip-archive` (`zip`, `application/zip`).
  public static let zip = system("public.zip-archive")
}
