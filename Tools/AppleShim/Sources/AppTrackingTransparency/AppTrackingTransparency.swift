// Stub of AppTrackingTransparency: only what the SDK uses. Signatures as in the iPhoneOS 17.4
// SDK, availability stripped. Bodies are never run.
@_exported import Foundation
@_exported import FoundationShim

open class ATTrackingManager: NSObject {
  open class var trackingAuthorizationStatus: ATTrackingManager.AuthorizationStatus { fatalError() }
}

extension ATTrackingManager {
  public enum AuthorizationStatus: UInt, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
  }
}
