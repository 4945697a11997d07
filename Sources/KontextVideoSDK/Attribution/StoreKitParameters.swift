// Not on tvOS: what it writes is for StoreKit's product page and SKAdImpression, both
// __TVOS_PROHIBITED in the headers.
#if canImport(UIKit) && !os(tvOS)
  import Foundation
  import KontextVideoCore
  import StoreKit

  /// Writes the core's SKAdNetwork parameters the way StoreKit takes them: the product page's
  /// parameter dictionary (`SKAdNetwork.h`'s "ad network install-validation" keys) and a
  /// view-through impression (`SKAdImpression`). It decides nothing: what is passed, and for
  /// which app, is the core's (``ClickRoute``, ``ViewThroughImpression``); only the iOS
  /// version a key needs is read here.
  enum StoreKitParameters {
    /// The product page of the app `itemID`, with the ad's StoreKit-rendered attribution
    /// (fidelity 1) when the core gave one. Types as the headers say: numbers as `NSNumber`,
    /// the nonce as an `NSUUID`, the rest as strings. The campaign is passed when the server
    /// gave one; the source identifier (SKAdNetwork 4.0) only from iOS 16.1, where its key
    /// exists.
    static func productPage(
      itemID: Int, attribution: ClickRoute.StoreKitAttribution?
    ) -> [String: Any] {
      var parameters: [String: Any] = [
        SKStoreProductParameterITunesItemIdentifier: NSNumber(value: itemID)
      ]
      guard let attribution else { return parameters }
      let signed = attribution.parameters
      let fidelity = attribution.fidelity
      parameters[SKStoreProductParameterAdNetworkIdentifier] = signed.network
      parameters[SKStoreProductParameterAdNetworkVersion] = signed.version
      parameters[SKStoreProductParameterAdNetworkNonce] = fidelity.nonce as NSUUID
      parameters[SKStoreProductParameterAdNetworkSourceAppStoreIdentifier] = NSNumber(
        value: signed.sourceApp)
      parameters[SKStoreProductParameterAdNetworkTimestamp] = NSNumber(value: fidelity.timestamp)
      parameters[SKStoreProductParameterAdNetworkAttributionSignature] = fidelity.signature
      if let campaign = signed.campaign {
        parameters[SKStoreProductParameterAdNetworkCampaignIdentifier] = NSNumber(value: campaign)
      }
      if #available(iOS 16.1, *), let sourceIdentifier = signed.sourceIdentifier {
        parameters[SKStoreProductParameterAdNetworkSourceIdentifier] = NSNumber(
          value: sourceIdentifier)
      }
      return parameters
    }

    /// StoreKit's view-through impression for `impression`, set property by property (the
    /// initializer that takes every value is iOS 16's; the properties are there from 14.5).
    /// The campaign is always set (``ViewThroughImpression/storeKitCampaign``); the source
    /// identifier from iOS 16.1.
    ///
    /// Apple has the ad network sign the impression identifier as a lowercase UUID string, as
    /// servers write it; `UUID.uuidString` is uppercase, so it is lowercased here to be the
    /// very string that was signed.
    static func impression(_ impression: ViewThroughImpression) -> SKAdImpression {
      let signed = impression.parameters
      let fidelity = impression.fidelity
      let made = SKAdImpression()
      made.version = signed.version
      made.adNetworkIdentifier = signed.network
      // Always set: ViewThroughImpression exists only for parameters that name the app.
      if let itunesItem = signed.itunesItem {
        made.advertisedAppStoreItemIdentifier = NSNumber(value: itunesItem)
      }
      made.sourceAppStoreItemIdentifier = NSNumber(value: signed.sourceApp)
      made.adImpressionIdentifier = fidelity.nonce.uuidString.lowercased()
      made.timestamp = NSNumber(value: fidelity.timestamp)
      made.signature = fidelity.signature
      // Declared non-null in SKAdImpression.h (iOS 17.4 SDK): always set, as the core says.
      made.adCampaignIdentifier = NSNumber(value: impression.storeKitCampaign)
      if #available(iOS 16.1, *), let sourceIdentifier = signed.sourceIdentifier {
        made.sourceIdentifier = NSNumber(value: sourceIdentifier)
      }
      return made
    }
  }
#endif
