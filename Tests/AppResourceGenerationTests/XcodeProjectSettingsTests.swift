import AppResourceGeneration
import Testing

@Suite("XcodeProjectSettings")
struct XcodeProjectSettingsTests {
  @Test func aProjectMadeWithXcode15TemplatesHasTheConveniences() {
    let settings = XcodeProjectSettings(
      pbxproj: """
        		buildSettings = {
        			ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        			ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
        			ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;
        		};
        """
    )
    #expect(settings == XcodeProjectSettings(generatesSymbols: true, generatesExtensions: true))
  }

  @Test func anOlderProjectHasOnlyTheResources() {
    let settings = XcodeProjectSettings(
      pbxproj: """
        		buildSettings = {
        			ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        			SWIFT_VERSION = 5.0;
        		};
        """
    )
    #expect(settings == XcodeProjectSettings(generatesSymbols: true, generatesExtensions: false))
  }

  @Test func symbolsTurnedOffTurnEverythingOff() {
    let settings = XcodeProjectSettings(
      pbxproj: """
        			ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;
        			ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
        """
    )
    #expect(settings == XcodeProjectSettings(generatesSymbols: false, generatesExtensions: false))
  }
}
