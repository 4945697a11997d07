import KontextVideoCore

/// App Tracking Transparency's status, as a test instance's requests see it: the values of
/// `ATTrackingManager.AuthorizationStatus`. Only `authorized` lets the advertising identifier
/// your app gives (``IdentifierPolicy/readAdvertisingID``) go with a request.
///
/// ```swift
/// let (sdk, _, _) = KontextVideo.testing(configuration: configuration)
/// sdk.simulatedTrackingAuthorization = .authorized
/// ```
public enum SimulatedTrackingAuthorization: Sendable, Hashable, CaseIterable {
  /// The app has not asked yet: what a test instance starts with.
  case notDetermined
  /// The device restricts tracking (parental controls, a managed device).
  case restricted
  /// The viewer refused tracking.
  case denied
  /// The viewer allowed tracking.
  case authorized

  /// The status as the core names it.
  var platformValue: PlatformInfo.TrackingAuthorization {
    switch self {
    case .notDetermined: .notDetermined
    case .restricted: .restricted
    case .denied: .denied
    case .authorized: .authorized
    }
  }

  /// The status the core reports.
  init(_ status: PlatformInfo.TrackingAuthorization) {
    switch status {
    case .notDetermined: self = .notDetermined
    case .restricted: self = .restricted
    case .denied: self = .denied
    case .authorized: self = .authorized
    }
  }
}
