// Not on tvOS: SKStoreProductViewController is __TVOS_PROHIBITED in StoreKit's headers; a click
// on tvOS goes to the system (AppleClickOpener).
#if canImport(UIKit) && !os(tvOS)
  import Foundation
  import KontextVideoCore
  import StoreKit
  import UIKit

  /// Shows an app's App Store page in the app: StoreKit's product page
  /// (`SKStoreProductViewController`), with the ad's StoreKit-rendered SKAdNetwork attribution
  /// when the core gave one, so that an install is credited to the ad.
  ///
  /// What StoreKit documents, and what this relies on:
  /// - The page is a view controller (main actor) presented modally; its delegate is set before
  ///   it is presented, and it holds the delegate weakly. It may not be subclassed (StoreKit
  ///   raises since iOS 13), so ``LandingPageWatch`` watches it from outside.
  /// - Apple asks apps to present the page at once, when the viewer taps, and to load the
  ///   product into it: the page shows its own progress meanwhile. So it is presented first,
  ///   then `loadProduct(withParameters:completionBlock:)` is called, and only when UIKit took
  ///   the presentation (else nothing was shown and the core falls back to the system).
  /// - The load's completion block is documented to run on the main thread. Kontext's own kit
  ///   treats it as any queue, and Swift would stop the app on a main-actor closure called
  ///   elsewhere, so the block is `@Sendable` and hops to the main thread itself (at once when
  ///   already there). An old radar (iOS 8.3) reports the block never called for an unknown
  ///   item: the page then stays empty until the viewer cancels it, which closes the visit as
  ///   usual.
  /// - A load that fails (no network, an item the App Store does not have, parameters StoreKit
  ///   refuses) would leave an empty page up: it is dismissed, the visit closes, and the link
  ///   goes to the system (the App Store app), as the core's ``ClickRoute/systemFallback``
  ///   says. If the viewer had already closed the page, nothing more is opened.
  /// - `productViewControllerDidFinish(_:)`: the viewer tapped Cancel or Done. Apple asks the
  ///   delegate to dismiss the page from the controller that presented it (and to resume what
  ///   it paused: the visit's close does that).
  @MainActor
  enum ProductPage {
    /// Presents the App Store page of `itemID` from `presenter` and loads it; whether it is
    /// shown. `watch` is the page's delegate and closes the visit when the page goes;
    /// `onLoadFailure` runs, on the main actor, when StoreKit could not load the page while
    /// it was still up (after it was dismissed and the visit closed).
    ///
    /// `appOrientations` is what the app supports in the presenter's window
    /// (`UIApplication.supportedInterfaceOrientations(for:)`): a page whose orientations it
    /// does not share would make UIKit throw (``PageOrientations``), so it is not presented.
    static func open(
      itemID: Int, attribution: ClickRoute.StoreKitAttribution?,
      from presenter: UIViewController, appOrientations: PageOrientations?,
      watch: LandingPageWatch,
      onLoadFailure: @escaping @MainActor @Sendable () -> Void
    ) -> Bool {
      guard presenter.canPresentNow else { return false }
      let page = SKStoreProductViewController()
      if let appOrientations,
        !appOrientations.canPresent(
          page: PageOrientations(rawValue: page.supportedInterfaceOrientations.rawValue),
          preferring: preferred(page.preferredInterfaceOrientationForPresentation))
      {
        return false
      }
      page.delegate = watch
      guard presenter.presentIfPossible(page) else { return false }
      watch.watch(page)
      let parameters = StoreKitParameters.productPage(itemID: itemID, attribution: attribution)
      page.loadProduct(withParameters: parameters) { @Sendable [weak page, weak watch] loaded, _ in
        guard !loaded else { return }
        MainThread.run { [page, watch] in
          guard let watch, watch.isOpen else { return }
          if let page { dismissIfPresented(page) }
          watch.close()
          onLoadFailure()
        }
      }
      return true
    }

    /// The mask of one orientation (`UIInterfaceOrientationMask` is `1 << orientation` in
    /// UIKit's header); nil for `unknown`.
    private static func preferred(_ orientation: UIInterfaceOrientation) -> PageOrientations? {
      orientation == .unknown ? nil : PageOrientations(rawValue: 1 << UInt(orientation.rawValue))
    }

    /// Dismisses `page` from the controller that presents it, when that controller still
    /// presents it and no dismissal is under way. Asking a controller that presents nothing to
    /// dismiss would dismiss that controller itself (the linear player under the page), so
    /// nothing is asked then.
    static func dismissIfPresented(_ page: UIViewController) {
      guard let presenter = page.presentingViewController,
        presenter.presentedViewController === page, !page.isBeingDismissed
      else { return }
      presenter.dismiss(animated: true)
    }
  }

  extension LandingPageWatch: @preconcurrency SKStoreProductViewControllerDelegate {
    /// The viewer closed the product page (Cancel, Done): it is dismissed from its presenter,
    /// as StoreKit asks, unless it is already going, and the visit closes. StoreKit calls its
    /// delegate on the main thread, as UIKit calls a view controller's; the conformance checks
    /// it at run time.
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
      ProductPage.dismissIfPresented(viewController)
      close()
    }
  }
#endif
