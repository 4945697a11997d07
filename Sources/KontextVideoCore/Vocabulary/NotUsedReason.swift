/// Why a fetched ad was never shown; reported to the server as VAST's `notUsed`.
///
/// A minor release may add a case (the CHANGELOG's compatibility policy): switch over it with
/// `@unknown default`.
public enum NotUsedReason: String, Sendable, Hashable, CaseIterable {
  /// The app called ``VideoAd/reject()``.
  case rejected
  /// Its lifetime passed before it was shown.
  case expired
  /// Its creative failed to load.
  case failed
  /// Its ``VideoAds`` was destroyed or released.
  case destroyed

  /// The error a later call on the ad throws.
  var error: VideoAdError {
    switch self {
    case .rejected: .invalidated(.rejected)
    case .expired: .invalidated(.expired)
    case .failed: .invalidated(.failed)
    case .destroyed: .destroyed
    }
  }
}
