import Foundation

/// The ad a measurement provider is asked to measure: what it is, where it is drawn, and the
/// verification scripts its VAST document lists.
@MainActor
public struct MeasuredAd {
  /// One verification vendor's script, from the VAST document's `<AdVerifications>` (or VAST
  /// 3's `AdVerifications` extension), as the vendor wrote it.
  public struct Verification: Sendable, Hashable {
    /// The vendor's key (`vendor`), which Open Measurement passes to the script.
    public var vendor: String?
    /// The script's URL (`<JavaScriptResource>`).
    public var scriptURL: URL
    /// The framework the script is for (`apiFramework`, `omid` for Open Measurement).
    public var apiFramework: String?
    /// Whether the script may run outside a browser (`browserOptional`).
    public var isBrowserOptional: Bool
    /// `<VerificationParameters>`, as the vendor wrote them.
    public var parameters: String?

    /// A verification with every field given.
    public init(
      vendor: String?, scriptURL: URL, apiFramework: String?, isBrowserOptional: Bool,
      parameters: String?
    ) {
      self.vendor = vendor
      self.scriptURL = scriptURL
      self.apiFramework = apiFramework
      self.isBrowserOptional = isBrowserOptional
      self.parameters = parameters
    }
  }

  /// The ad's format.
  public let format: AdFormat
  /// The server's id of the ad.
  public let adID: String
  /// For an overlay or pause ad, the container it is shown in (on iOS, a
  /// `UIViewAdContainer` whose view is the ad's parent); `nil` for a linear ad.
  public let container: (any AdContainer)?
  /// The verification scripts to load, each with an https URL; empty when the ad lists none.
  public let verifications: [Verification]
  /// What VAST says of the ad's playback (the same as in ``AdMeasurementEvent/loaded(_:)``).
  public let properties: AdMeasurementProperties
  /// The creative's universal id, which Open Measurement can report with the session.
  public let universalAdID: UniversalAdID?
  /// The ad's view and the SDK's views over it (its friendly obstructions), when the container
  /// or presenter gives them: on iOS always, in headless tests never.
  public let views: AdMeasurementViews?

  /// An ad to measure.
  public init(
    format: AdFormat, adID: String, container: (any AdContainer)?,
    verifications: [Verification], properties: AdMeasurementProperties,
    universalAdID: UniversalAdID? = nil, views: AdMeasurementViews? = nil
  ) {
    self.format = format
    self.adID = adID
    self.container = container
    self.verifications = verifications
    self.properties = properties
    self.universalAdID = universalAdID
    self.views = views
  }
}
