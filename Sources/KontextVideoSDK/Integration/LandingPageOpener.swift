#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Opens a counted click's landing page outside the app: web pages in the viewer's browser,
  /// App Store links in the App Store. The core decided the URL may be opened; nothing is
  /// gated on `canOpenURL`, which would need the app to declare the schemes.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  enum LandingPageOpener {
    /// Opens `url` with the system.
    static func open(_ url: URL) {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
  }
#endif
