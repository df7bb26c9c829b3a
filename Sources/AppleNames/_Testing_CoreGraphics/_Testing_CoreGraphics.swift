// The module Swift Testing's cross-import overlay names when a file imports both Testing and
// CoreGraphics: the Linux toolchain declares it (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`)
// but ships none, so without this empty module such a test file fails with "no such module
// '_Testing_CoreGraphics'". It adds nothing; on Apple's platforms the system's overlay is used.
