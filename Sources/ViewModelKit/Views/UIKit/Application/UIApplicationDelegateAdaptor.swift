public import Foundation

/// Gives a SwiftUI app a UIKit app delegate: creates it and makes it ``UIApplication``'s.
///
/// ```swift
/// @main
/// struct ShopApp: App {
///   @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// As in SwiftUI, the app has one delegate: the first adaptor creates it with `init()` and sets
/// ``UIApplication/delegate``; a later adaptor of the same type (the `App` made again) finds
/// that delegate and keeps it. The delegate is told the app finished launching when the app
/// launches (see ``UIApplicationDelegate``, which here requires `init()`). When the delegate is
/// an `ObservableObject`, `$appDelegate` makes bindings to its properties; SwiftUI also puts
/// such a delegate in the views' environment, which is absent here.
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
  DynamicProperty
{
  /// The app delegate.
  public let wrappedValue: DelegateType

  /// Bindings to an observable delegate's properties: `$appDelegate.isSignedIn`.
  ///
  /// SwiftUI declares it only for `ObservableObject` delegates, as an `ObservedObject` wrapper;
  /// Swift finds a `projectedValue` only in the wrapper's own declaration, so here every adaptor has one
  /// and only an observable delegate's gives bindings.
  public var projectedValue: Wrapper { Wrapper(delegate: wrappedValue) }

  /// Creates the app delegate, or finds the one an earlier adaptor created.
  ///
  /// - Parameter delegateType: The delegate's class.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    if let existing = UIApplication.shared.delegate as? DelegateType {
      wrappedValue = existing
    } else {
      let delegate = delegateType.init()
      UIApplication.shared.delegate = delegate
      wrappedValue = delegate
    }
  }
}

extension UIApplicationDelegateAdaptor {
  /// Makes bindings to the properties of an observable app delegate.
  ///
  /// ```swift
  /// Toggle("Allow tracking", isOn: $appDelegate.allowsTracking)
  /// ```
  @dynamicMemberLookup
  public struct Wrapper {
    let delegate: DelegateType
  }
}

extension UIApplicationDelegateAdaptor.Wrapper where DelegateType: ObservableObject {
  /// A binding to a property of the delegate.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<DelegateType, Subject>
  ) -> Binding<Subject> {
    ObservedObject(wrappedValue: delegate).projectedValue[dynamicMember: keyPath]
  }
}
