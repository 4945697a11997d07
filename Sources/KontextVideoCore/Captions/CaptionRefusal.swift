/// Why a captions file of the ad was not used.
package enum CaptionRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// A type the SDK does not read: TTML (`application/ttml+xml`), or any but WebVTT and SRT;
  /// nil when the file gives no type.
  case unsupportedType(String?)
  /// Its URL is not `https` (or `http` on a loopback host), or has a user name or password.
  case insecureURL
  /// The download failed: the network, or the server's status.
  case unavailable(String)
  /// The file is over ``CaptionFile/maximumBytes``; the download was cut off.
  case tooLarge(limitBytes: Int)
  /// The captions' deadline (``CaptionLoader/timeout``) passed before it arrived.
  case timedOut
  /// It arrived, and is not a file the SDK can show.
  case unusable(CaptionFileError)
  /// Files before it were tried for as many attempts as allowed (``CaptionLoader/maximumAttempts``).
  case notTried

  package var description: String {
    switch self {
    case .unsupportedType("application/ttml+xml"?):
      "TTML captions (application/ttml+xml) are not read: only WebVTT and SRT"
    case .unsupportedType(let type?):
      "captions of type \(type.prefix(60)) are not read: only WebVTT and SRT"
    case .unsupportedType(nil): "the captions file gives no type"
    case .insecureURL: "the captions URL is not https"
    case .unavailable(let why): "the captions file is unavailable: \(why)"
    case .tooLarge(let limit): "the captions file is over the \(limit / 1024) KiB limit"
    case .timedOut: "the captions file took longer than \(Int(CaptionLoader.timeout)) s"
    case .unusable(let error): "\(error)"
    case .notTried: "not tried: \(CaptionLoader.maximumAttempts) files were tried before it"
    }
  }
}
