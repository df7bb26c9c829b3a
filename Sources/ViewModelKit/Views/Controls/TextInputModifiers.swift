/// The keyboard a text field asks for (UIKit's type, which SwiftUI's `keyboardType(_:)` takes).
///
/// ```swift
/// TextField("Email", text: $email).keyboardType(.emailAddress)
/// ```
public enum UIKeyboardType: Int, Sendable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// Letters and digits of ASCII only.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits only.
  case numberPad
  /// For phone numbers.
  case phonePad
  /// For names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits only.
  case asciiCapableNumberPad
}

/// UIKit's capitalization types, which the older `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
  /// No capitalization.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

/// How a text field capitalizes what is typed: `textInputAutocapitalization(_:)`.
///
/// ```swift
/// TextField("Username", text: $name).textInputAutocapitalization(.never)
/// ```
public struct TextInputAutocapitalization: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  /// No capitalization.
  public static let never = TextInputAutocapitalization(description: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(description: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(description: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(description: "characters")
}

/// What a text field's content is, for autofill (UIKit's type, which `textContentType(_:)` takes).
///
/// ```swift
/// SecureField("Password", text: $password).textContentType(.password)
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  /// Creates a content type.
  ///
  /// - Parameter rawValue: Its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// An organization name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType(rawValue: "URL")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

extension View {
  /// Sets the keyboard of the text fields in this view (recorded).
  ///
  /// - Parameter type: The keyboard.
  /// - Returns: The view.
  public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _StyleModifier> {
    style("keyboardType", type)
  }

  /// Sets how text fields in this view capitalize what is typed (recorded).
  ///
  /// - Parameter autocapitalization: The capitalization; `nil` for the default.
  /// - Returns: The view.
  public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("textInputAutocapitalization", autocapitalization.map(\.description) ?? "nil")
  }

  /// Sets how text fields in this view capitalize what is typed (the older form; recorded).
  ///
  /// - Parameter style: The capitalization.
  /// - Returns: The view.
  public func autocapitalization(
    _ style: UITextAutocapitalizationType
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("autocapitalization", style)
  }

  /// Turns autocorrection off in this view's text fields (the older form; recorded).
  ///
  /// - Parameter disable: Whether to disable it; `nil` for the default.
  /// - Returns: The view.
  public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    style("disableAutocorrection", disable.map(String.init) ?? "nil")
  }

  /// Turns autocorrection off in this view's text fields (recorded).
  ///
  /// - Parameter disable: Whether to disable it.
  /// - Returns: The view.
  public func autocorrectionDisabled(
    _ disable: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("autocorrectionDisabled", disable)
  }

  /// Sets what the text fields in this view hold, for autofill (recorded).
  ///
  /// - Parameter textContentType: The content type; `nil` for none.
  /// - Returns: The view.
  public func textContentType(
    _ textContentType: UITextContentType?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("textContentType", textContentType?.rawValue ?? "nil")
  }
}
