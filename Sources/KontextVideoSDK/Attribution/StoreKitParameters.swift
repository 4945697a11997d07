#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import StoreKit

  /// Writes the core's SKAdNetwork parameters the way StoreKit takes them: the product page's
  /// parameter dictionary (`SKAdNetwork.h`'s "ad network install-validation" keys). It
  /// decides nothing: what is passed, and for which app, is the core's (``ClickRoute``); only
  /// the iOS version a key needs is read here.
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
  }
#endif
