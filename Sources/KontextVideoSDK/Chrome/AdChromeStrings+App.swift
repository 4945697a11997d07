#if canImport(UIKit)
  import Foundation
  import KontextVideoCore

  extension AdChromeStrings {
    /// The SDK's words in the language the app itself shows (not merely the device's), so an
    /// English-only app never gets Chinese ad controls on a Chinese device.
    static var forApp: AdChromeStrings {
      AdChromeStrings(language: language(preferred: Bundle.main.preferredLocalizations))
    }
  }
#endif
