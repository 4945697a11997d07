import Foundation

/// A click on an ad on screen: counted once, heard by the delegate, then opened where
/// ``ClickRoute`` says, unless the app opens it itself; while a page is up in the app, the ad
/// holds and the content it paused stays paused. Where the device cannot show web pages (Apple
/// TV), a selection is a click only when something can open (``TelevisionClick``).
extension AdController {
  /// Counts a click to `destination` (the ad's own landing page when nil) and opens it.
  func click(_ destination: URL?) {
    guard lifecycle.state == .onScreen,
      ClickPolicy.isNewClick(at: services.clock.now, after: lastClickAt)
    else { return }
    let landingPage = destination ?? slot.clickURL
    let opensWebPages = environment.platformInfo().opensWebPages
    switch TelevisionClick.decide(landingPage, opensWebPages: opensWebPages) {
    case .open: break
    case .showCode: return showLinkCode()
    case .nothing: return
    }
    lastClickAt = services.clock.now
    let clickEvent = emit(.click)
    let skAdNetwork = usableSKAdNetwork
    let route = landingPage.map {
      ClickRoute.route(
        $0, mode: services.configuration?.landingPages ?? .inApp, skAdNetwork: skAdNetwork)
    }
    var appStoreItemID: Int?
    if case .productPage(let itemID, _, _)? = route { appStoreItemID = itemID }
    let click = VideoAdClick(destination: landingPage, appStoreItemID: appStoreItemID)
    tellDelegate { $0.videoAd($1, didClick: click) }
    guard let landingPage else { return }
    // The app may open it itself (its own browser, a deep link): the SDK then opens nothing.
    guard askDelegate({ $0.videoAd($1, shouldOpen: click) }, otherwise: true) else {
      if lifecycle.state == .onScreen { emit(.clickOpenedByApp) }
      return
    }
    // The app ended the ad from inside those calls (dismiss(), destroy()): it took over, and
    // nothing opens.
    guard lifecycle.state == .onScreen, let route else { return }
    if let tracker = route.trackerToPing(for: landingPage), let deliver = services.events.deliver {
      deliver(thirdPartyPixels([tracker.absoluteString], for: clickEvent, slot: slot))
    }
    openPreferringInstalledApp(route)
  }

  /// Opens `route`, first in the advertiser's installed app when the app asked for that
  /// (``KontextVideo/Configuration/opensInstalledAppsFirst``) and the route is a web page:
  /// the system opens it there only if an app on the device takes it as a universal link.
  /// Otherwise, or when no app took it and the ad is still on screen, as the route says.
  func openPreferringInstalledApp(_ route: ClickRoute) {
    guard services.configuration?.opensInstalledAppsFirst == true,
      let opener = environment.clickOpener,
      let page = route.webPage
    else { return open(route) }
    opener.openInInstalledApp(page) { [weak self] opened in
      guard let self, !opened, self.lifecycle.state == .onScreen else { return }
      self.open(route)
    }
  }

  /// The ad's SKAdNetwork parameters, when the server gave valid ones that StoreKit can credit
  /// here (``skAdNetworkUse``).
  var usableSKAdNetwork: SKAdNetworkParameters? { try? skAdNetworkUse?.get() }

  /// The ad's SKAdNetwork parameters, or why they are not used on this device: refused when
  /// read, of a later version than the device's StoreKit, or from a network the app does not
  /// declare; nil when the server sent none.
  var skAdNetworkUse: Result<SKAdNetworkParameters, SKAdNetworkUnusable>? {
    switch slot.skAdNetwork {
    case nil: nil
    case .failure(let refusal)?: .failure(.refused(refusal))
    case .success(let parameters)?:
      environment.platformInfo().skAdNetwork?.check(parameters) ?? .success(parameters)
    }
  }

  /// Says once, when the ad is filled, why its attribution is not used: in the inspector, and
  /// in the log (an undeclared network once per SDK instance, with its `Info.plist` entry).
  func noteUnusableSKAdNetwork() {
    guard case .failure(let reason)? = skAdNetworkUse else { return }
    services.inspector.skAdNetworkUnusable(requestID: requestID, format: format, reason)
    guard let entry = reason.infoPlistEntry else {
      services.events.logger.log(
        .warning, "ad \(slot.id) has no SKAdNetwork attribution: \(reason)")
      return
    }
    guard case .networkNotDeclared(let network) = reason,
      services.noteUndeclaredAdNetwork(network)
    else { return }
    services.events.logger.log(
      .warning,
      "Ads from the ad network \(network) get no install credit: \(reason). Add it to the "
        + "app's Info.plist (merge into an existing SKAdNetworkItems array):\n\(entry)")
  }

  /// Opens `route`: in the app, with the ad held and playing content paused until the viewer
  /// is back; through the system when the route is the system's, or when the app cannot show
  /// it (nothing to present it from).
  func open(_ route: ClickRoute) {
    guard let opener = environment.clickOpener else { return }
    guard route.isInApp else {
      if case .system(let url) = route { opener.openWithSystem(url) }
      return
    }
    // Heard before the content pauses: pausing it may end the ad (an overlay).
    emit(.landingPageOpened)
    holdForPage(true)
    let pausedContent = session?.pauseContentForPage() ?? false
    let clock = services.clock
    let visit = LandingPageVisit(
      now: { clock.now },
      onClose: { [weak self, weak session] in
        self?.holdForPage(false)
        if pausedContent { session?.resumeContentAfterPage() }
      })
    guard opener.openInApp(route, visit: visit, near: inlineRun?.container) else {
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
