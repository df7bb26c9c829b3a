/// The system types the package knows, each with its direct parents, filename extensions and MIME
/// types as Apple declares them; a type with several parents conforms to each.
///
/// The hierarchy, roots first: `public.item` (→ `public.data`, `public.directory`,
/// `public.executable`) and `public.content` (→ `public.composite-content`); `public.text`,
/// `public.image` and `public.audiovisual-content` are both data and content; `com.adobe.pdf` is
/// data and composite content. Where Apple goes through an intermediate type not in this table
/// (`public.zip-archive` through `com.pkware.zip-archive`), the table names the nearest one it
/// holds.
extension UTTypeDeclaration {
  static let system: [UTTypeDeclaration] = [
    // Roots and abstract types.
    .init(identifier: "public.item", parents: []),
    .init(identifier: "public.content", parents: []),
    .init(identifier: "public.composite-content", parents: ["public.content"]),
    .init(identifier: "public.data", parents: ["public.item"]),
    .init(identifier: "public.directory", parents: ["public.item"]),
    .init(identifier: "public.folder", parents: ["public.directory"]),
    .init(identifier: "public.volume", parents: ["public.folder"]),
    .init(identifier: "com.apple.package", parents: ["public.directory"]),
    .init(identifier: "com.apple.bundle", parents: ["public.directory"]),
    .init(identifier: "public.executable", parents: ["public.item"]),
    .init(identifier: "public.url", parents: ["public.data"]),
    .init(identifier: "public.file-url", parents: ["public.url"]),
    // Text.
    .init(identifier: "public.text", parents: ["public.data", "public.content"]),
    .init(
      identifier: "public.plain-text",
      parents: ["public.text"],
      filenameExtensions: ["txt", "text"],
      mimeTypes: ["text/plain"]
    ),
    .init(identifier: "public.utf8-plain-text", parents: ["public.plain-text"]),
    .init(identifier: "public.utf16-plain-text", parents: ["public.plain-text"]),
    .init(identifier: "public.delimited-values-text", parents: ["public.text"]),
    .init(
      identifier: "public.comma-separated-values-text",
      parents: ["public.delimited-values-text"],
      filenameExtensions: ["csv"],
      mimeTypes: ["text/csv", "text/comma-separated-values"]
    ),
    .init(
      identifier: "public.tab-separated-values-text",
      parents: ["public.delimited-values-text"],
      filenameExtensions: ["tsv"],
      mimeTypes: ["text/tab-separated-values"]
    ),
    .init(
      identifier: "public.rtf",
      parents: ["public.text"],
      filenameExtensions: ["rtf"],
      mimeTypes: ["text/rtf"]
    ),
    .init(
      identifier: "public.html",
      parents: ["public.text"],
      filenameExtensions: ["html", "htm"],
      mimeTypes: ["text/html"]
    ),
    .init(
      identifier: "public.xml",
      parents: ["public.text"],
      filenameExtensions: ["xml"],
      mimeTypes: ["application/xml", "text/xml"]
    ),
    .init(
      identifier: "public.yaml",
      parents: ["public.text"],
      filenameExtensions: ["yaml", "yml"],
      mimeTypes: ["application/x-yaml"]
    ),
    .init(
      identifier: "public.json",
      parents: ["public.text"],
      filenameExtensions: ["json"],
      mimeTypes: ["application/json"]
    ),
    .init(identifier: "public.source-code", parents: ["public.plain-text"]),
    .init(
      identifier: "public.swift-source",
      parents: ["public.source-code"],
      filenameExtensions: ["swift"]
    ),
    .init(
      identifier: "com.apple.property-list",
      parents: ["public.data"],
      filenameExtensions: ["plist"]
    ),
    .init(
      identifier: "com.adobe.pdf",
      parents: ["public.data", "public.composite-content"],
      filenameExtensions: ["pdf"],
      mimeTypes: ["application/pdf"]
    ),
    // Images.
    .init(identifier: "public.image", parents: ["public.data", "public.content"]),
    .init(
      identifier: "public.png",
      parents: ["public.image"],
      filenameExtensions: ["png"],
      mimeTypes: ["image/png"]
    ),
    .init(
      identifier: "public.jpeg",
      parents: ["public.image"],
      filenameExtensions: ["jpeg", "jpg", "jpe"],
      mimeTypes: ["image/jpeg"]
    ),
    .init(
      identifier: "com.compuserve.gif",
      parents: ["public.image"],
      filenameExtensions: ["gif"],
      mimeTypes: ["image/gif"]
    ),
    .init(
      identifier: "public.tiff",
      parents: ["public.image"],
      filenameExtensions: ["tiff", "tif"],
      mimeTypes: ["image/tiff"]
    ),
    .init(
      identifier: "public.svg-image",
      parents: ["public.image"],
      filenameExtensions: ["svg"],
      mimeTypes: ["image/svg+xml"]
    ),
    // Audio and video.
    .init(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"]),
    .init(identifier: "public.movie", parents: ["public.audiovisual-content"]),
    .init(identifier: "public.video", parents: ["public.movie"]),
    .init(identifier: "public.audio", parents: ["public.audiovisual-content"]),
    .init(
      identifier: "com.apple.quicktime-movie",
      parents: ["public.movie"],
      filenameExtensions: ["mov", "qt"],
      mimeTypes: ["video/quicktime"]
    ),
    .init(
      identifier: "public.mpeg-4",
      parents: ["public.movie"],
      filenameExtensions: ["mp4"],
      mimeTypes: ["video/mp4"]
    ),
    .init(
      identifier: "public.mp3",
      parents: ["public.audio"],
      filenameExtensions: ["mp3"],
      mimeTypes: ["audio/mpeg"]
    ),
    // Archives.
    .init(identifier: "public.archive", parents: ["public.data"]),
    .init(
      identifier: "public.zip-archive",
      parents: ["public.archive"],
      filenameExtensions: ["zip"],
      mimeTypes: ["application/zip"]
    ),
  ]
}
