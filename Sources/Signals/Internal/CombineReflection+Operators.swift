// The operators whose subscription (or subscriber) Combine's mirror shows with no children.

extension FilterSubscriber: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] { [] }
}

extension CompactMapSubscriber: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] { [] }
}

extension MapErrorSubscriber: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] { [] }
}

extension SetFailureTypeSubscriber: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] { [] }
}

extension MapSubscriber: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] { [] }
}

extension TransformEventTap: CombineReflecting {
  var reflectedChildren: [Mirror.Child] { [] }
}

extension TransformEndingSubscription: CombineReflecting {
  var reflectedChildren: [Mirror.Child] { [] }
}

// Only `receive(on:)`'s relay: `delay`'s has no reflection in Combine.
extension TimingRelay: CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, CombineReflecting
where Kind == ReceiveOnTiming {
  var description: String { "ReceiveOn" }
  var reflectedChildren: [Mirror.Child] { [] }
}

extension FlattenEngine: CombineReflecting {
  var reflectedChildren: [Mirror.Child] { [] }
}

extension CombineGate: CombineReflecting {
  var reflectedChildren: [Mirror.Child] { [] }
}

extension ShareForwarder: CombineReflecting {
  var reflectedChildren: [Mirror.Child] { [] }
}
