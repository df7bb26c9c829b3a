// Finding the types `#Preview` declares, at run time.
//
// Swift runs no code when a program loads, so a `#Preview` cannot add itself to a list. What the
// compiler does leave is a record of every nominal type in each image's `swift5_type_metadata`
// section; the Swift runtime lists those sections. The types `#Preview` declares have names the
// macro makes unique (`$s…fMf_15PreviewRegistryfMu_`), so the records are filtered by that
// suffix, each match's metadata is made by calling its accessor, and only the types that do
// conform to `PreviewRegistry` are kept.
//
// The layouts read here are the Swift runtime's ABI (stable on Linux since Swift 5):
// - `MetadataSections`: `uintptr_t version`, a `uintptr_t`, two pointers, then `{start,
//   length}` ranges: `swift5_protocols` at byte 32, `swift5_protocol_conformances` at 48,
//   `swift5_type_metadata` at 64.
// - A type metadata record: an `Int32` offset, relative to itself, to a type context descriptor;
//   its low 2 bits say how: 0 directly, 1 through a pointer.
// - A type context descriptor: `UInt32` flags (kind in the low 5 bits: 16 class, 17 struct,
//   18 enum; 0x80 generic), then `Int32` relative offsets to its parent, to its name (a C
//   string) and to its metadata accessor.
// - A non-generic type's metadata accessor takes a metadata request (0: complete) and returns
//   the metadata first.
//
// The runtime lists its sections this way where it registers them itself (ELF and COFF images).
// On Apple's platforms the sections are dyld's and the entry point is not exported; there the
// catalog finds no `#Preview`s, which is what this package's `#Preview` (declared on Linux only)
// leaves there anyway.

extension PreviewCatalog {
  /// The suffix of the names `#Preview` gives its types: the length and text of
  /// `PreviewRegistry`, then the mangling of a macro's unique name.
  static let registryNameSuffix = "15PreviewRegistryfMu_"
}

#if canImport(Darwin)
extension PreviewCatalog {
  /// None: see the top of this file.
  static func discoveredRegistries() -> [any PreviewRegistry.Type] { [] }
}
#else

/// Lists the runtime's metadata sections of every loaded image, calling `body` with each (and
/// `context`) until it returns `false`.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
  _ context: UnsafeMutableRawPointer?
)

extension PreviewCatalog {
  /// Every type `#Preview` declared in the loaded images, in no particular order.
  static func discoveredRegistries() -> [any PreviewRegistry.Type] {
    let found = FoundTypes()
    enumerateAllMetadataSections(
      { sections, context in
        guard let context else { return false }
        let found = Unmanaged<FoundTypes>.fromOpaque(context).takeUnretainedValue()
        let start = sections.load(fromByteOffset: 64, as: UInt.self)
        let length = sections.load(fromByteOffset: 72, as: Int.self)
        guard let records = UnsafeRawPointer(bitPattern: start) else { return true }
        for offset in stride(from: 0, to: length, by: 4) {
          if let type = PreviewCatalog.registryType(recordAt: records + offset) {
            found.types.append(type)
          }
        }
        return true
      },
      Unmanaged.passUnretained(found).toOpaque()
    )
    return found.types.compactMap { $0 as? any PreviewRegistry.Type }
  }

  /// The type a metadata record names, when it is a non-generic struct with a registry's name.
  private static func registryType(recordAt record: UnsafeRawPointer) -> Any.Type? {
    let relative = Int(record.load(as: Int32.self))
    let target = record + (relative & ~3)
    let descriptor: UnsafeRawPointer
    switch relative & 3 {
    case 0: descriptor = target
    case 1:
      guard let indirect = target.load(as: UnsafeRawPointer?.self) else { return nil }
      descriptor = indirect
    default: return nil
    }
    let flags = descriptor.load(as: UInt32.self)
    guard flags & 0x1F == 17, flags & 0x80 == 0 else { return nil }
    let name = descriptor + 8 + Int(descriptor.load(fromByteOffset: 8, as: Int32.self))
    guard hasRegistrySuffix(name.assumingMemoryBound(to: UInt8.self)) else { return nil }
    let accessorOffset = Int(descriptor.load(fromByteOffset: 12, as: Int32.self))
    guard accessorOffset != 0 else { return nil }
    typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer
    let accessor = unsafeBitCast(descriptor + 12 + accessorOffset, to: MetadataAccessor.self)
    return unsafeBitCast(accessor(0), to: Any.Type.self)
  }

  /// Whether a C string ends with ``registryNameSuffix``, read without copying it.
  private static func hasRegistrySuffix(_ name: UnsafePointer<UInt8>) -> Bool {
    let suffix = Array(registryNameSuffix.utf8)
    var count = 0
    while name[count] != 0 { count += 1 }
    guard count >= suffix.count else { return false }
    return suffix.indices.allSatisfy { name[count - suffix.count + $0] == suffix[$0] }
  }
}

/// What the section walk has found so far; the walk's C callback reaches it through its context.
private final class FoundTypes {
  var types: [Any.Type] = []
}
#endif
