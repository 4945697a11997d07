import Foundation

/// A tap on an ad, given to ``VideoAdDelegate/videoAd(_:didClick:)``.
public struct VideoAdClick: Sendable, Hashable {
  /// The landing page the tap opens, when the ad has one.
  public var destination: URL?
  /// The App Store id of the app the landing page is the App Store page of; nil for any
  /// other page. The SDK opens such a page in your app (StoreKit's product page).
  public var appStoreItemID: Int?

  /// Describes a click.
  public init(destination: URL?, appStoreItemID: Int? = nil) {
    self.destination = destination
    self.appStoreItemID = appStoreItemID
  }
}
