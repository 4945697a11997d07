// Stub of AVFoundation: AVURLAsset's initialization options (AVAsset.h), `NSString *const`
// globals imported as `let` constants.

// AVF_EXPORT NSString *const AVURLAssetHTTPCookiesKey;
public let AVURLAssetHTTPCookiesKey: String = "AVURLAssetHTTPCookiesKey"
