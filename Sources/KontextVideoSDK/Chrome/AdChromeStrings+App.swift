#if canImport(UIKit)
  import Foundation
  import KontextVideoCore

  extension AdChromeStrings {
    /// The SDK's words in the language the app itself shows (not merely the device's), so an
    /// English-only app never gets Chinese ad controls on a Chinese device, with the app's own
    /// words first: the entries of `KontextVideo.strings` in its main bundle, which `Bundle`
    /// resolves in the language the app shows.
    static var forApp: AdChromeStrings {
      AdChromeStrings(
        language: language(preferred: Bundle.main.preferredLocalizations), appBundle: .main)
    }
  }
#endif
