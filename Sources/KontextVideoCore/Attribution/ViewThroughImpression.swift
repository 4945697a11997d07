import Foundation

/// A view-through impression of an ad (SKAdNetwork fidelity 0): started when the ad renders on
/// screen, ended exactly once when it ends, however it ends. StoreKit credits an install to it
/// only when the ad was displayed for ``minimumDisplaySeconds``; a shorter one is ended all the
/// same (StoreKit then records nothing).
package struct ViewThroughImpression: Sendable, Hashable {
  /// StoreKit's minimum display time for a view-through impression: 3 s.
  package static let minimumDisplaySeconds: TimeInterval = 3

  /// The ad's server id.
  package var adID: String
  /// The signed parameters; `itunesItem` is set.
  package var parameters: SKAdNetworkParameters
  /// The signed view-through impression (fidelity 0).
  package var fidelity: SKAdNetworkParameters.Fidelity

  /// The campaign StoreKit is given: the server's, or 1 when it gave none (SKAdNetwork 4.0,
  /// whose source identifier replaces the campaign and whose signature leaves it out).
  /// `SKAdImpression.adCampaignIdentifier` is declared non-null, and Apple documents it as an
  /// integer from 1 to 100, so an impression never goes to StoreKit without one.
  package var storeKitCampaign: Int { parameters.campaign ?? 1 }

  /// The view-through impression of the ad `adID`, when `parameters` has one it can start: a
  /// fidelity-0 signature and the advertised app's id (there is no click to name it).
  package init?(adID: String, parameters: SKAdNetworkParameters?) {
    guard let parameters, parameters.itunesItem != nil,
      let fidelity = parameters.fidelity(.viewThrough)
    else { return nil }
    self.adID = adID
    self.parameters = parameters
    self.fidelity = fidelity
  }
}

/// Starts and ends view-through impressions with StoreKit (`SKAdNetwork.startImpression`,
/// `endImpression`): the platform layer's; the testing kit's records them.
@MainActor
package protocol ViewThroughAttribution: AnyObject {
  /// The ad began to display.
  func start(_ impression: ViewThroughImpression)
  /// The ad is no longer displayed: the same impression, once.
  func end(_ impression: ViewThroughImpression)
}
