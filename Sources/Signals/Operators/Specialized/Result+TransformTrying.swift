extension Result {
  /// Maps the success value with a throwing closure, erasing the failure type.
  func transformTrying<T>(_ transform: (Success) throws -> T) -> Result<T, any Error> {
    switch self {
    case .success(let value): Result<T, any Error> { try transform(value) }
    case .failure(let error): .failure(error)
    }
  }

  /// Calls a throwing check once with the success value twice, keeping the value.
  func checkedTrying(_ check: (Success, Success) throws -> Bool) -> Result<Success, any Error> {
    transformTrying { value in
      _ = try check(value, value)
      return value
    }
  }
}
