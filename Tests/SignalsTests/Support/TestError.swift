/// The error tests fail publishers with.
enum TestError: Error, Equatable {
  case oops
  case other
}
