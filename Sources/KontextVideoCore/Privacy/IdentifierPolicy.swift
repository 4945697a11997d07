import Foundation

/// Which device identifiers your app lets the SDK send, when the viewer's consent allows them
/// (``IdentifierDecision`` says, at each request). By default none is sent.
///
/// The SDK never reads the advertising identifier itself and never asks for tracking: an app
/// that wants it sent reads it (with AdSupport, after App Tracking Transparency authorised it)
/// and gives it here, and declares tracking in its own privacy manifest.
///
/// ```swift
/// var configuration = KontextVideo.Configuration(publisherToken: token, server: server)
/// configuration.identifiers.readAdvertisingID = { ASIdentifierManager.shared().advertisingIdentifier }
/// configuration.identifiers.sendsVendorIdentifier = true
/// ```
public struct IdentifierPolicy: Sendable {
  /// Reads the advertising identifier (IDFA) when a request may carry it; nil (the default)
  /// sends none.
  public var readAdvertisingID: (@Sendable () -> UUID?)?
  /// Whether the vendor identifier (IDFV) may be sent; default false.
  public var sendsVendorIdentifier: Bool
  /// Your vendor id in the IAB's Global Vendor List, when your consent platform lists the SDK
  /// as a vendor: under GDPR the viewer's consent to that vendor is then required too.
  public var tcfVendorID: Int?

  /// A policy; by default no identifier is sent.
  public init(
    readAdvertisingID: (@Sendable () -> UUID?)? = nil, sendsVendorIdentifier: Bool = false,
    tcfVendorID: Int? = nil
  ) {
    self.readAdvertisingID = readAdvertisingID
    self.sendsVendorIdentifier = sendsVendorIdentifier
    self.tcfVendorID = tcfVendorID
  }
}
