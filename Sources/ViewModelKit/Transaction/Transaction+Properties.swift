extension Transaction {
  /// The animation for this change, or `nil` to change without animating.
  ///
  /// ```swift
  /// var transaction = Transaction()
  /// transaction.animation = .spring
  /// ```
  public var animation: Animation? {
    get { self[AnimationKey.self] }
    set { self[AnimationKey.self] = newValue }
  }

  /// Whether `.animation(_:value:)` modifiers are kept from adding or replacing the animation.
  ///
  /// An animation already in the transaction still animates.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .linear)
  /// transaction.disablesAnimations = true
  /// ```
  public var disablesAnimations: Bool {
    get { self[DisablesAnimationsKey.self] }
    set { self[DisablesAnimationsKey.self] = newValue }
  }

  /// Whether the change is part of a continuous interaction, such as a slider drag.
  ///
  /// ```swift
  /// withTransaction(\.isContinuous, true) { value = newValue }
  /// ```
  public var isContinuous: Bool {
    get { self[IsContinuousKey.self] }
    set { self[IsContinuousKey.self] = newValue }
  }

  /// Whether unanimated changes should be tracked so a later spring inherits their velocity.
  ///
  /// ```swift
  /// withTransaction(\.tracksVelocity, true) { offset = dragTranslation }
  /// ```
  public var tracksVelocity: Bool {
    get { self[TracksVelocityKey.self] }
    set { self[TracksVelocityKey.self] = newValue }
  }
}

/// The storage key of `Transaction.animation`.
struct AnimationKey: TransactionKey {
  static var defaultValue: Animation? { nil }
}

/// The storage key of `Transaction.disablesAnimations`.
struct DisablesAnimationsKey: TransactionKey {
  static var defaultValue: Bool { false }
}

/// The storage key of `Transaction.isContinuous`.
struct IsContinuousKey: TransactionKey {
  static var defaultValue: Bool { false }
}

/// The storage key of `Transaction.tracksVelocity`.
struct TracksVelocityKey: TransactionKey {
  static var defaultValue: Bool { false }
}
