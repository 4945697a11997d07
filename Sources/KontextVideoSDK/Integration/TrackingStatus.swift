#if canImport(UIKit)
  import AppTrackingTransparency
  import KontextVideoCore

  /// Reads the app's App Tracking Transparency status. The SDK never asks for it: prompting
  /// is the app's decision.
  enum TrackingStatus {
    /// The status now, as the core names it.
    static func current() -> PlatformInfo.TrackingAuthorization {
      switch ATTrackingManager.trackingAuthorizationStatus {
      case .authorized: .authorized
      case .denied: .denied
      case .restricted: .restricted
      case .notDetermined: .notDetermined
      @unknown default: .notDetermined
      }
    }
  }
#endif
