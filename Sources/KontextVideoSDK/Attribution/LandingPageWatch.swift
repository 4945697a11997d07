// Not on tvOS: neither page it watches is there (no SafariServices; SKStoreProductViewController
// is __TVOS_PROHIBITED), so nothing opens in the app to watch (AppleClickOpener).
#if canImport(UIKit) && !os(tvOS)
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
  ///
  /// Safari's view is also watched for a hand-off (``LandingPageHandOff``, decided by the
  /// core): its loads and redirects are told to the visit, and so are the app's leaving and
  /// return (`UIApplication.didEnterBackgroundNotification` and
  /// `willEnterForegroundNotification`, which UIKit posts on the main thread, scene-based apps
  /// included, once no scene is in the foreground and once one comes back). When the page had
  /// sent the viewer to another app, it is dismissed on their return and the visit closes.
  @MainActor
  final class LandingPageWatch: NSObject {
    /// How often, in seconds, the page is checked for a dismissal no delegate call reported.
    static let checkInterval: TimeInterval = 0.5

    private let visit: LandingPageVisit
    private weak var page: UIViewController?
    private var check: Timer?
    private var lifecycleObservers: [NSObjectProtocol] = []

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
      for observer in lifecycleObservers { NotificationCenter.default.removeObserver(observer) }
      lifecycleObservers = []
      visit.close()
    }

    /// The page (Safari's view) loaded or redirected: a hand-off's window starts again.
    func pageNavigated() {
      visit.pageNavigated()
    }

    /// Tells the visit when the app leaves and comes back, and dismisses a page that handed
    /// the viewer to another app when they return. The observers' blocks run on the main
    /// queue (`queue: .main`), and are removed when the visit closes.
    func watchForHandOff() {
      guard lifecycleObservers.isEmpty else { return }
      let center = NotificationCenter.default
      lifecycleObservers = [
        center.addObserver(
          forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.visit.appLeft() }
        },
        center.addObserver(
          forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.returned() }
        },
      ]
    }

    /// The viewer is back in the app: a page that sent them away goes.
    private func returned() {
      guard visit.appReturned() else { return }
      if let page { ProductPage.dismissIfPresented(page) }
      close()
    }

    /// Closes the visit once UIKit no longer presents the page (or the page is gone).
    private func checkPresented() {
      if page?.presentingViewController == nil { close() }
    }
  }
#endif
