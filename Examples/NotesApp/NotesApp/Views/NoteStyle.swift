import SwiftUI

extension EnvironmentValues {
  /// How many characters a note's title may have.
  @Entry var titleLimit: Int = 40
}
