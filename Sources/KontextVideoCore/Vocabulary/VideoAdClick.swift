import Foundation

/// A tap on an ad, given to ``VideoAdDelegate/videoAd(_:didClick:)``.
public struct VideoAdClick: Sendable, Hashable {
  /// The landing page the tap opens, when the ad has one.
  public var destination: URL?
  /// The App Store id of the app the click leads to: the app whose App Store page the landing
  /// page is, or, when the landing page is a click tracker, the app the ad's SKAdNetwork
  /// parameters name (the tracker redirects there). Nil for any other page. The SDK opens that
  /// app's product page in your app (StoreKit), with the ad's signed click when there is one;
  /// an app that opens links itself can open it from this id.
  public var appStoreItemID: Int?

  /// Describes a click.
  public init(destination: URL?, appStoreItemID: Int? = nil) {
    self.destination = destination
    self.appStoreItemID = appStoreItemID
  }
}
