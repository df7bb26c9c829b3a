extension TransformRecipe where Input == Output, Context == Bool {
  /// Drops values while `predicate` holds; the context records that it stopped holding.
  @inlinable
  static func dropping(name: String, _ predicate: @escaping (Input) -> Bool) -> Self
  where Failure == UpstreamFailure {
    .init(name: name, context: false) { passed, input in
      passed = passed || !predicate(input)
      return passed ? .emit(input) : .skip(.max(1))
    }
  }

  /// Drops values while a throwing `predicate` holds.
  @inlinable
  static func dropping(name: String, _ predicate: @escaping (Input) throws -> Bool) -> Self
  where Failure == any Error {
    .init(name: name, context: false) { passed, input in
      .catching {
        passed = try passed || !predicate(input)
        return passed ? .emit(input) : .skip(.max(1))
      }
    }
  }
}

extension TransformRecipe where Input == Output, Context == Void {
  /// Delivers values while `predicate` holds, then cancels the upstream and finishes.
  @inlinable
  static func prefixing(name: String, _ predicate: @escaping (Input) -> Bool) -> Self
  where Failure == UpstreamFailure {
    .init(name: name) { predicate($0) ? .emit($0) : .finish }
  }

  /// Delivers values while a throwing `predicate` holds.
  @inlinable
  static func prefixing(name: String, _ predicate: @escaping (Input) throws -> Bool) -> Self
  where Failure == any Error {
    .init(name: name) { input in .catching { try predicate(input) ? .emit(input) : .finish } }
  }
}
