#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Closes a click's ``LandingPageVisit`` exactly once, when the page the SDK presented for it
  /// (Safari's view, StoreKit's product page) is gone, however it went:
  ///
  /// - The viewer closed it (Done, Cancel): the page tells its delegate, which this is
  ///   (`safariViewControllerDidFinish(_:)`, `productViewControllerDidFinish(_:)`).
  /// - Something else took it away: the app dismissed its own stack, the ad's end dismissed the
  ///   linear player the page was presented over, the viewer swiped a sheet down. No delegate
  ///   call reports these, and StoreKit's page cannot be subclassed to hear `viewDidDisappear`
  ///   (StoreKit raises on a subclass of `SKStoreProductViewController` since iOS 13), so for
  ///   both pages alike this checks, every ``checkInterval`` while the page is up, whether
  ///   UIKit still presents it. UIKit clears a presented controller's
  ///   `presentingViewController` once its dismissal is over (an interactive swipe that the
  ///   viewer cancels leaves it set), so a `nil` there means the page is gone; the visit then
  ///   closes at most one interval after the page went.
  ///
  /// The page holds its delegate weakly (both headers say `weak`); the check's timer, scheduled
  /// on the main run loop, holds this watch until the visit closes, so nothing else has to.
  @MainActor
  final class LandingPageWatch: NSObject {
    /// How often, in seconds, the page is checked for a dismissal no delegate call reported.
    static let checkInterval: TimeInterval = 0.5

    private let visit: LandingPageVisit
    private weak var page: UIViewController?
    private var check: Timer?

    /// A watch that closes `visit` when the page goes.
    init(visit: LandingPageVisit) {
      self.visit = visit
      super.init()
    }

    /// Whether the visit is still open: the page is up, as far as the SDK knows.
    var isOpen: Bool { visit.isOpen }

    /// Starts watching `page`, which UIKit has just taken for presentation (it has a
    /// `presentingViewController`).
    func watch(_ page: UIViewController) {
      self.page = page
      check?.invalidate()
      check = Timer.scheduledTimer(withTimeInterval: Self.checkInterval, repeats: true) {
        [self] _ in
        // The block runs on the main run loop, where the timer was scheduled, and holds this
        // watch until close() invalidates the timer, from that same thread.
        MainActor.assumeIsolated { self.checkPresented() }
      }
    }

    /// The viewer is back from the page (or it could not stay): the visit closes, once.
    func close() {
      check?.invalidate()
      check = nil
      visit.close()
    }

    /// Closes the visit once UIKit no longer presents the page (or the page is gone).
    private func checkPresented() {
      if page?.presentingViewController == nil { close() }
    }
  }
#endif
