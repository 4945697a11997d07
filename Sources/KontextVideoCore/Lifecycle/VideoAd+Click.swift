import Foundation

/// A click on an ad on screen: counted once, heard by the delegate, then opened where
/// ``ClickRoute`` says, unless the app opens it itself; while a page is up in the app, the ad
/// holds and the content it paused stays paused.
extension VideoAd {
  /// Counts a click to `destination` (the ad's own landing page when nil) and opens it.
  func click(_ destination: URL?) {
    guard lifecycle.state == .onScreen,
      ClickPolicy.isNewClick(at: sdk.clock.now, after: lastClickAt)
    else { return }
    lastClickAt = sdk.clock.now
    emit(.click)
    let landingPage = destination ?? slot.clickURL
    let click = VideoAdClick(
      destination: landingPage, appStoreItemID: landingPage.flatMap(AppStoreLink.itemID))
    delegate?.videoAd(self, didClick: click)
    guard let landingPage else { return }
    // The app may open it itself (its own browser, a deep link): the SDK then opens nothing.
    guard delegate?.videoAd(self, shouldOpen: click) ?? true else {
      if lifecycle.state == .onScreen { emit(.clickOpenedByApp) }
      return
    }
    // The app ended the ad from inside those calls (dismiss(), destroy()): it took over, and
    // nothing opens.
    guard lifecycle.state == .onScreen else { return }
    open(
      ClickRoute.route(
        landingPage, mode: sdk.configuration?.landingPages ?? .inApp,
        skAdNetwork: usableSKAdNetwork))
  }

  /// The ad's SKAdNetwork parameters, when the server gave valid ones of a version the
  /// device's StoreKit takes.
  var usableSKAdNetwork: SKAdNetworkParameters? {
    (try? slot.skAdNetwork?.get())?.usable(upTo: sdk.platformInfo().skAdNetworkVersion)
  }

  /// Opens `route`: in the app, with the ad held and playing content paused until the viewer
  /// is back; through the system when the route is the system's, or when the app cannot show
  /// it (nothing to present it from).
  func open(_ route: ClickRoute) {
    guard let opener = sdk.clickOpener else { return }
    guard route.isInApp else {
      if case .system(let url) = route { opener.openWithSystem(url) }
      return
    }
    // Heard before the content pauses: pausing it may end the ad (an overlay).
    emit(.landingPageOpened)
    holdForPage(true)
    let pausedContent = session?.pauseContentForPage() ?? false
    let visit = LandingPageVisit { [weak self, weak session] in
      self?.holdForPage(false)
      if pausedContent { session?.resumeContentAfterPage() }
    }
    guard opener.openInApp(route, visit: visit) else {
      visit.close()
      if case .system(let url)? = route.systemFallback { opener.openWithSystem(url) }
      return
    }
  }

  /// Holds the ad on screen while a page opened for its click is up (`open`), or lets it go
  /// on: an inline ad's time stops and nothing counts, a linear video pauses.
  private func holdForPage(_ open: Bool) {
    guard lifecycle.state == .onScreen else { return }
    if !open { emit(.landingPageClosed) }
    inlineRun?.setHold(.landingPage, open)
    if let run = linearRun {
      apply(open ? run.control.hold(.landingPage) : run.control.release(.landingPage), to: run)
    }
  }
}
