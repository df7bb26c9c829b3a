extension TransformRecipe where Input == Output, Context == Output? {
  /// Keeps the latest value that `replaces` accepts, given the kept one; delivers it at the end.
  @inlinable
  static func keeping(
    name: String,
    mapFailure: @escaping (UpstreamFailure) -> Failure,
    replaces: @escaping (Input, Output?) throws -> Bool
  ) -> Self {
    var recipe = Self(
      name: name,
      context: nil,
      step: { kept, input in
        do {
          if try replaces(input, kept) { kept = input }
          return .skip(.none)
        } catch {
          // Only the `try` variants, whose `Failure` is `any Error`, pass a throwing closure.
          return .fail(error as! Failure)
        }
      },
      mapFailure: mapFailure
    )
    recipe.final = { $0 }
    return recipe
  }

  /// Keeps the last value that satisfies `predicate`.
  @inlinable
  static func keepingLast(name: String, _ predicate: @escaping (Input) -> Bool) -> Self
  where Failure == UpstreamFailure {
    keeping(name: name, mapFailure: { $0 }, replaces: { input, _ in predicate(input) })
  }

  /// Keeps the last value that satisfies a throwing `predicate`.
  @inlinable
  static func keepingLast(name: String, _ predicate: @escaping (Input) throws -> Bool) -> Self
  where Failure == any Error {
    keeping(name: name, mapFailure: { $0 }, replaces: { input, _ in try predicate(input) })
  }

  /// Keeps the greatest value by `areInIncreasingOrder`, the first of equal ones.
  @inlinable
  static func keepingMaximum(
    name: String,
    _ areInIncreasingOrder: @escaping (Input, Input) -> Bool
  ) -> Self where Failure == UpstreamFailure {
    keeping(
      name: name,
      mapFailure: { $0 },
      replaces: { input, kept in
        kept.map { areInIncreasingOrder($0, input) } ?? true
      }
    )
  }

  /// Keeps the greatest value by a throwing `areInIncreasingOrder`.
  @inlinable
  static func keepingMaximum(
    name: String,
    _ areInIncreasingOrder: @escaping (Input, Input) throws -> Bool
  ) -> Self where Failure == any Error {
    keeping(
      name: name,
      mapFailure: { $0 },
      replaces: { input, kept in
        try kept.map { try areInIncreasingOrder($0, input) } ?? true
      }
    )
  }
}

extension TransformRecipe where Output == Bool, Context == Void {
  /// Answers `verdict` as soon as `predicate` returns `verdict`, or `!verdict` at the end
  /// (`contains` stops on `true`, `allSatisfy` on `false`).
  @inlinable
  static func deciding(
    name: String,
    on verdict: Bool,
    _ predicate: @escaping (Input) -> Bool
  ) -> Self where Failure == UpstreamFailure {
    var recipe = Self(name: name) { predicate($0) == verdict ? .emit(verdict) : .skip(.none) }
    recipe.final = { _ in !verdict }
    return recipe
  }

  /// Answers `verdict` as soon as a throwing `predicate` returns it, or `!verdict` at the end.
  @inlinable
  static func deciding(
    name: String,
    on verdict: Bool,
    _ predicate: @escaping (Input) throws -> Bool
  ) -> Self where Failure == any Error {
    var recipe = Self(name: name) { input in
      .catching { try predicate(input) == verdict ? .emit(verdict) : .skip(.none) }
    }
    recipe.final = { _ in !verdict }
    return recipe
  }
}
