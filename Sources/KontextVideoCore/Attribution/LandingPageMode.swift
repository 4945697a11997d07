/// Where the SDK opens a web page a click on an ad leads to: your choice in
/// ``KontextVideo/Configuration``.
///
/// App Store links open the app's product page in your app whichever you choose, so that the
/// viewer stays and the install can be credited to the ad (SKAdNetwork).
public enum LandingPageMode: String, Sendable, Hashable {
  /// In your app, in Safari's view (`SFSafariViewController`): the viewer stays in the series.
  /// The default.
  case inApp
  /// In the viewer's browser: your app goes to the background.
  case systemBrowser
}
