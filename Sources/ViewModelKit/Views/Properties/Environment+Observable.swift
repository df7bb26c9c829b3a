/// Identifies the environment slot of an `@Observable` type, as a key path subscript's argument.
struct ObservableEnvironmentKey<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
  /// The `@Observable` object of a type that an ancestor provided with `environment(_:)`.
  subscript<Object: AnyObject>(observable key: ObservableEnvironmentKey<Object>) -> Object? {
    get { object(of: Object.self) }
    set { setObject(newValue, of: Object.self) }
  }

  /// The same object, stopping the program when no ancestor provided one, as SwiftUI does.
  subscript<Object: AnyObject>(
    requiredObservable key: ObservableEnvironmentKey<Object>
  ) -> Object {
    guard let object = object(of: Object.self) else {
      preconditionFailure(
        "No Observable object of type \(Object.self) found. A View.environmentObject(_:) for "
          + "\(Object.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }
}

extension Environment {
  /// Reads the `@Observable` object of a type that an ancestor provided with `environment(_:)`.
  ///
  /// The view updates when an ancestor provides another object, and (through Observation) when a
  /// property its body read changes. As in SwiftUI, reading it when no ancestor provided one stops
  /// the program with a message naming the type; use the optional form to allow that.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  ///
  /// - Parameter objectType: The object's type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.[requiredObservable: ObservableEnvironmentKey<Value>()])
  }

  /// Reads the `@Observable` object of a type that an ancestor provided, or `nil`.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library: Library?
  /// ```
  ///
  /// - Parameter objectType: The object's type.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[observable: ObservableEnvironmentKey<T>()])
  }
}

extension View {
  /// Provides an `@Observable` object to this view's descendants, which read it with
  /// `@Environment(T.self)`.
  ///
  /// ```swift
  /// LibraryScreen().environment(library)
  /// ```
  ///
  /// - Parameter object: The object, or `nil` to provide none.
  /// - Returns: The view.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environment(\EnvironmentValues.[observable: ObservableEnvironmentKey<T>()], object)
  }
}
