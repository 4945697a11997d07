import Foundation
import KontextVideoCore

/// Opens a click's landing page without a screen: it records what an iPhone would open
/// (Safari's view, StoreKit's product page with its SKAdNetwork parameters, or the system's
/// browser) and lets the viewer come back (``closePage()``). Install it on a test's SDK with
/// ``KontextVideo/installHeadlessClicks()``.
///
/// ```swift
/// let clicks = sdk.installHeadlessClicks()
/// container.tapAd()
/// #expect(clicks.opened.last == .inAppBrowser(landingPage))
/// clicks.closePage()   // the viewer is back: the ad goes on
/// ```
@MainActor
public final class HeadlessClickOpener: ClickOpener {
  /// What a click opened.
  public enum Opened: Sendable, Hashable, CustomStringConvertible {
    /// A web page in the app (Safari's view).
    case inAppBrowser(URL)
    /// An app's App Store page in the app (StoreKit's product page), with the version,
    /// network and nonce of the StoreKit-rendered attribution it was given, when any.
    case productPage(itemID: Int, attribution: Attribution?)
    /// A link handed to the system (the browser, the App Store app, another app).
    case system(URL)

    /// The SKAdNetwork parameters a product page was given.
    public struct Attribution: Sendable, Hashable {
      /// The SKAdNetwork version.
      public var version: String
      /// The ad network's identifier.
      public var network: String
      /// The impression's nonce.
      public var nonce: UUID

      /// Attribution with every field given.
      public init(version: String, network: String, nonce: UUID) {
        self.version = version
        self.network = network
        self.nonce = nonce
      }
    }

    /// A short label.
    public var description: String {
      switch self {
      case .inAppBrowser(let url): "in-app browser \(url.absoluteString)"
      case .productPage(let itemID, let attribution):
        "App Store product page \(itemID)"
          + (attribution.map { ", SKAdNetwork \($0.version) \($0.network)" } ?? "")
      case .system(let url): "system \(url.absoluteString)"
      }
    }
  }

  /// Everything opened so far, oldest first.
  public private(set) var opened: [Opened] = [] {
    didSet { if let last = opened.last, opened.count > oldValue.count { onOpen?(last) } }
  }
  /// Called with each thing opened, as it opens (the demo prints it).
  public var onOpen: (@MainActor (Opened) -> Void)?
  /// When true, pages cannot be shown in the app (as with nothing to present from): the SDK
  /// then hands the link to the system.
  public var failsToPresent = false
  /// Whether an app on the device takes `url` as one of its universal links (none by
  /// default): with `opensInstalledAppsFirst` configured, such a link opens there, recorded as
  /// ``Opened/system(_:)``.
  public var installedAppTakes: (URL) -> Bool = { _ in false }
  private var visits: [LandingPageVisit] = []
  /// The container of the inline ad whose click opened the last page in the app, whose scene
  /// an iPhone or iPad opens it in; nil for a linear ad's (the scene of the SDK's player).
  public private(set) weak var pageContainer: (any AdContainer)?

  /// An opener that records.
  public init() {}

  /// Whether a page opened in the app is up.
  public var isPageOpen: Bool { openPages > 0 }

  /// How many pages opened in the app are up, one over another.
  public var openPages: Int { visits.filter(\.isOpen).count }

  /// The viewer comes back from the page on top.
  public func closePage() {
    visits.popLast()?.close()
  }

  package func openInApp(
    _ route: ClickRoute, visit: LandingPageVisit, near container: (any AdContainer)?
  ) -> Bool {
    guard !failsToPresent else { return false }
    pageContainer = container
    switch route {
    case .inAppBrowser(let url): opened.append(.inAppBrowser(url))
    case .productPage(let itemID, _, let attribution):
      opened.append(
        .productPage(
          itemID: itemID,
          attribution: attribution.map {
            .init(
              version: $0.parameters.version, network: $0.parameters.network,
              nonce: $0.fidelity.nonce)
          }))
    case .system: return false
    }
    visits.append(visit)
    return true
  }

  package func openWithSystem(_ url: URL) {
    opened.append(.system(url))
  }

  package func openInInstalledApp(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
    let taken = installedAppTakes(url)
    if taken { opened.append(.system(url)) }
    completion(taken)
  }
}

/// Starts and ends view-through impressions without StoreKit: it records the calls an iPhone
/// would make (`SKAdNetwork.startImpression` and `endImpression`). Install it with
/// ``KontextVideo/installHeadlessClicks()``.
@MainActor
public final class HeadlessViewThrough: ViewThroughAttribution {
  /// A call StoreKit would get.
  public enum Call: Sendable, Hashable, CustomStringConvertible {
    /// `startImpression` for the ad, with the impression's nonce.
    case start(adID: String, nonce: UUID)
    /// `endImpression` for the ad, with the same nonce.
    case end(adID: String, nonce: UUID)

    /// A short label.
    public var description: String {
      switch self {
      case .start(let adID, let nonce): "SKAdNetwork.startImpression(\(adID), \(nonce))"
      case .end(let adID, let nonce): "SKAdNetwork.endImpression(\(adID), \(nonce))"
      }
    }
  }

  /// Every call, oldest first.
  public private(set) var calls: [Call] = [] {
    didSet { if let last = calls.last, calls.count > oldValue.count { onCall?(last) } }
  }
  /// Called with each call, as it is made (the demo prints it).
  public var onCall: (@MainActor (Call) -> Void)?

  /// A recorder.
  public init() {}

  package func start(_ impression: ViewThroughImpression) {
    calls.append(.start(adID: impression.adID, nonce: impression.fidelity.nonce))
  }

  package func end(_ impression: ViewThroughImpression) {
    calls.append(.end(adID: impression.adID, nonce: impression.fidelity.nonce))
  }
}

extension KontextVideo {
  /// Installs a ``HeadlessClickOpener`` for clicks and a ``HeadlessViewThrough`` for
  /// SKAdNetwork's view-through impressions, and returns them: on an SDK made for a test, the
  /// clicks open what an iPhone would, recorded.
  @discardableResult
  public func installHeadlessClicks() -> (
    clicks: HeadlessClickOpener, viewThrough: HeadlessViewThrough
  ) {
    let clicks = HeadlessClickOpener()
    let viewThrough = HeadlessViewThrough()
    clickOpener = clicks
    viewThroughAttribution = viewThrough
    return (clicks, viewThrough)
  }
}
