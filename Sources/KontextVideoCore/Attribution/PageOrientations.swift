/// The interface orientations a page or the app supports (UIKit's
/// `UIInterfaceOrientationMask`, bit for bit), and whether a page can be presented full screen
/// in an app.
///
/// UIKit documents that it throws `UIApplication.invalidInterfaceOrientationException` when a
/// view controller's supported orientations and the app's have none in common, or when the
/// page's preferred orientation for presentation is not one of the app's: a landscape-only app
/// that presents StoreKit's product page, portrait-only on an iPhone, would stop there. Such a
/// page is not presented; the click goes to the system (the App Store app), as when nothing can
/// present it.
package struct PageOrientations: OptionSet, Sendable, Hashable {
  package let rawValue: UInt

  /// A mask of UIKit's bits.
  package init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Portrait (`UIInterfaceOrientationMask.portrait`, 1 << 1).
  package static let portrait = PageOrientations(rawValue: 1 << 1)
  /// Portrait upside down (1 << 2).
  package static let portraitUpsideDown = PageOrientations(rawValue: 1 << 2)
  /// Landscape, home indicator on the left (`landscapeRight` in UIKit's terms, 1 << 3).
  package static let landscapeRight = PageOrientations(rawValue: 1 << 3)
  /// Landscape, the other way (1 << 4).
  package static let landscapeLeft = PageOrientations(rawValue: 1 << 4)

  /// Whether a page supporting `page`, which prefers `preferred` when presented (nil: no
  /// preference), can be presented full screen in an app supporting `self`.
  package func canPresent(page: PageOrientations, preferring preferred: PageOrientations?)
    -> Bool
  {
    guard !intersection(page).isEmpty else { return false }
    guard let preferred else { return true }
    return !intersection(preferred).isEmpty
  }
}
