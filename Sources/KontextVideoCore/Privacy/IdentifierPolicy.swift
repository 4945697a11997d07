import Foundation

/// Which device identifiers your app lets the SDK send, when the viewer's consent allows them
/// (``IdentifierDecision`` says, at each request). By default none is sent.
///
/// The SDK never reads the advertising identifier itself and never asks for tracking: an app
/// that wants it sent reads it (with AdSupport, after App Tracking Transparency authorised it)
/// and gives it here, with ``advertisingIdentifierServer``, the host its privacy manifest lists
/// as a tracking domain.
///
/// ```swift
/// var configuration = KontextVideo.Configuration(publisherToken: token, server: server)
/// configuration.identifiers.readAdvertisingID = { ASIdentifierManager.shared().advertisingIdentifier }
/// configuration.identifiers.advertisingIdentifierServer = URL(string: "https://idfa.ads.example")
/// configuration.identifiers.sendsVendorIdentifier = true
/// ```
public struct IdentifierPolicy: Sendable {
  /// Reads the advertising identifier (IDFA) when a request may carry it; nil (the default)
  /// sends none.
  public var readAdvertisingID: (@Sendable () -> UUID?)?
  /// The ad server, on a host of its own, that takes the ad requests carrying the advertising
  /// identifier; nil (the default) sends no advertising identifier (the log says why).
  ///
  /// iOS blocks the connections to the tracking domains an app's privacy manifest lists
  /// (`NSPrivacyTrackingDomains`) for viewers who did not allow tracking. So the requests that
  /// carry the identifier go to this host, which your manifest lists, and every other request
  /// and event to the main server's host, which it must never list. It must be an `https` URL
  /// on another host than ``KontextVideo/Configuration/server``'s.
  public var advertisingIdentifierServer: URL?
  /// Whether the vendor identifier (IDFV) may be sent; default false.
  public var sendsVendorIdentifier: Bool
  /// Your vendor id in the IAB's Global Vendor List, when your consent platform lists the SDK
  /// as a vendor: under GDPR the viewer's consent to that vendor is then required too.
  public var tcfVendorID: Int?

  /// A policy; by default no identifier is sent.
  public init(
    readAdvertisingID: (@Sendable () -> UUID?)? = nil, sendsVendorIdentifier: Bool = false,
    tcfVendorID: Int? = nil, advertisingIdentifierServer: URL? = nil
  ) {
    self.readAdvertisingID = readAdvertisingID
    self.advertisingIdentifierServer = advertisingIdentifierServer
    self.sendsVendorIdentifier = sendsVendorIdentifier
    self.tcfVendorID = tcfVendorID
  }
}
