// A subject's subscription, as Combine's mirror shows it: the subject (as parent and as
// subject), the subscriber and its outstanding demand; `ObservableObjectPublisher`'s shows only
// its subscriber.

extension SubjectConduit: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] {
    let (receiver, subject, demand) = state.withLock { ($0.receiver, $0.subject, $0.demand) }
    let downstream = reflected(receiver?.downstream)
    guard core.name != "ObservableObjectPublisher" else { return [("downstream", downstream)] }
    return [
      ("parent", reflected(subject)), ("downstream", downstream), ("demand", demand),
      ("subject", reflected(subject)),
    ]
  }
}
