// Stub of StoreKit: only what the SDK uses. Signatures as in the iPhoneOS 17.4 SDK
// (SKStoreProductViewController.h, SKAdNetwork.h, SKAdImpression.h), availability stripped.
// SKStoreProductViewController is a UIViewController, main-actor isolated as one; its delegate
// protocol, SKAdNetwork and SKAdImpression carry no isolation and are not Sendable (the headers
// say nothing of either). The parameter keys are C string constants; their values here are
// placeholders. Bodies are never run.
@_exported import Foundation
@_exported import UIKit

@preconcurrency @MainActor open class SKStoreProductViewController: UIViewController {
  weak open var delegate: (any SKStoreProductViewControllerDelegate)?
  open func loadProduct(
    withParameters parameters: [String: Any],
    completionBlock block: ((Bool, (any Error)?) -> Void)? = nil
  ) {}
}

/// Its requirement is `optional` on Apple platforms (an @objc protocol); here it has a default
/// implementation instead.
public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
  func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
  public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

public let SKStoreProductParameterITunesItemIdentifier: String =
  "SKStoreProductParameterITunesItemIdentifier"
public let SKStoreProductParameterAdNetworkAttributionSignature: String =
  "SKStoreProductParameterAdNetworkAttributionSignature"
public let SKStoreProductParameterAdNetworkCampaignIdentifier: String =
  "SKStoreProductParameterAdNetworkCampaignIdentifier"
public let SKStoreProductParameterAdNetworkSourceIdentifier: String =
  "SKStoreProductParameterAdNetworkSourceIdentifier"
public let SKStoreProductParameterAdNetworkIdentifier: String =
  "SKStoreProductParameterAdNetworkIdentifier"
public let SKStoreProductParameterAdNetworkNonce: String = "SKStoreProductParameterAdNetworkNonce"
public let SKStoreProductParameterAdNetworkTimestamp: String =
  "SKStoreProductParameterAdNetworkTimestamp"
public let SKStoreProductParameterAdNetworkSourceAppStoreIdentifier: String =
  "SKStoreProductParameterAdNetworkSourceAppStoreIdentifier"
public let SKStoreProductParameterAdNetworkVersion: String =
  "SKStoreProductParameterAdNetworkVersion"

open class SKAdImpression: NSObject {
  open var sourceAppStoreItemIdentifier: NSNumber {
    get { fatalError() }
    set {}
  }
  open var advertisedAppStoreItemIdentifier: NSNumber {
    get { fatalError() }
    set {}
  }
  open var adNetworkIdentifier: String {
    get { fatalError() }
    set {}
  }
  open var adCampaignIdentifier: NSNumber {
    get { fatalError() }
    set {}
  }
  open var sourceIdentifier: NSNumber {
    get { fatalError() }
    set {}
  }
  open var adImpressionIdentifier: String {
    get { fatalError() }
    set {}
  }
  open var timestamp: NSNumber {
    get { fatalError() }
    set {}
  }
  open var signature: String {
    get { fatalError() }
    set {}
  }
  open var version: String {
    get { fatalError() }
    set {}
  }
}

open class SKAdNetwork: NSObject {
  open class func startImpression(
    _ impression: SKAdImpression,
    completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil
  ) {}
  open class func endImpression(
    _ impression: SKAdImpression,
    completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil
  ) {}
}
