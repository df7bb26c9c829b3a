// `import CombineExt` on Linux: Signals, with the operators, relays and subjects CombineExt adds
// to Combine. An app depends on this module only on Linux
// (`condition: .when(platforms: [.linux])`); on Apple's platforms it uses CombineExt itself.
@_exported public import Signals
