/// Whether a linear ad's media may be requested when the app holds cookies for its URL.
///
/// The media player's requests for an ad's video must carry none of the app's cookies. On iOS
/// an `AVURLAsset` is given an empty `AVURLAssetHTTPCookiesKey` (no cookies of its own), but
/// `AVAsset.h` documents that the asset still reaches "cookies in the client's default cookie
/// storage that apply to the AVURLAsset's URL": the option supplements them, never removes
/// them. So the platform reads how many cookies the app's default storage holds for the URL
/// (on iOS, `HTTPCookieStorage.shared.cookies(for:)`), and a media file the app holds any for
/// is not loaded: the ad fails to load rather than send them.
package enum AdMediaCookies {
  /// Why a media file at a URL for which the app's default cookie storage holds `appCookies`
  /// cookies is not loaded; nil when it holds none. The cookies themselves are never named.
  package static func refusal(appCookies: Int) -> CreativeFailure? {
    guard appCookies > 0 else { return nil }
    return CreativeFailure(
      "the app's cookie storage holds \(appCookies) cookie\(appCookies == 1 ? "" : "s") for the "
        + "media file's URL, which the media player would send: not loaded")
  }
}
