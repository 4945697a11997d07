import Foundation

/// An ad's SKAdNetwork attribution, as the ad server signs it: what StoreKit needs to credit an
/// install to the ad, after a click on its App Store page (fidelity 1) or after the viewer saw
/// it (fidelity 0, a view-through impression).
///
/// The server sends it as the slot's `skadn` object, in the shape Kontext's iOS kit reads:
///
/// ```json
/// {"version": "4.0", "network": "example.skadnetwork", "itunesItem": 1234567890,
///  "sourceApp": 0, "sourceIdentifier": 3120,
///  "fidelities": [{"fidelity": 1, "nonce": "…uuid…", "timestamp": 1764633600000,
///                  "signature": "…"}]}
/// ```
///
/// The SDK checks every field and refuses the object, with a typed
/// ``SKAdNetworkRefusal``, when one is missing or wrong: the ad is shown all the same, without
/// attribution.
public struct SKAdNetworkParameters: Sendable, Hashable {
  /// One signed impression of the ad.
  public struct Fidelity: Sendable, Hashable {
    /// What the impression is for.
    public enum Kind: Int, Sendable, Hashable, CaseIterable {
      /// A view-through impression: the viewer saw the ad (`SKAdImpression`, SKAdNetwork 2.2).
      case viewThrough = 0
      /// A StoreKit-rendered App Store page opened by a click on the ad.
      case storeKitRendered = 1
    }

    /// What the impression is for.
    public var kind: Kind
    /// The impression's unique id (the ad impression identifier).
    public var nonce: UUID
    /// When the server signed it, in milliseconds since 1970.
    public var timestamp: Int
    /// The ad network's signature of the impression.
    public var signature: String

    /// A signed impression with every field given.
    public init(kind: Kind, nonce: UUID, timestamp: Int, signature: String) {
      self.kind = kind
      self.nonce = nonce
      self.timestamp = timestamp
      self.signature = signature
    }
  }

  /// The SKAdNetwork version the signature follows, such as `4.0`.
  public var version: String
  /// The ad network's identifier, such as `example.skadnetwork`.
  public var network: String
  /// The advertised app's App Store id; `nil` when the server leaves it to the click's App
  /// Store link (a view-through impression needs it).
  public var itunesItem: Int?
  /// The App Store id of the app showing the ad; 0 when it has none (in development).
  public var sourceApp: Int
  /// The campaign, 1 to 100 (SKAdNetwork before 4.0).
  public var campaign: Int?
  /// The source identifier, 0 to 9999 (SKAdNetwork 4.0, iOS 16.1).
  public var sourceIdentifier: Int?
  /// The signed impressions, at most one of each kind.
  public var fidelities: [Fidelity]

  /// Parameters with every field given.
  public init(
    version: String, network: String, itunesItem: Int?, sourceApp: Int, campaign: Int?,
    sourceIdentifier: Int?, fidelities: [Fidelity]
  ) {
    self.version = version
    self.network = network
    self.itunesItem = itunesItem
    self.sourceApp = sourceApp
    self.campaign = campaign
    self.sourceIdentifier = sourceIdentifier
    self.fidelities = fidelities
  }

  /// The signed impression of `kind`, if the server gave one.
  public func fidelity(_ kind: Fidelity.Kind) -> Fidelity? {
    fidelities.first { $0.kind == kind }
  }

  /// The campaign's range before SKAdNetwork 4.0.
  package static let campaignRange = 1...100
  /// The source identifier's range (SKAdNetwork 4.0).
  package static let sourceIdentifierRange = 0...9999
  /// The signing times taken, in milliseconds since 1970: from 2020 (SKAdNetwork 2.0 came with
  /// iOS 14 that autumn) to 2100. A time outside is a server's mistake, not a signature.
  package static let timestampRange = 1_577_836_800_000...4_102_444_800_000
  /// The longest signature kept, in characters (real ones are about 100).
  package static let maximumSignatureLength = 1024
  /// The longest network identifier kept, in characters.
  package static let maximumNetworkLength = 256

  /// Reads the server's `skadn` object: the parameters, or why they are refused.
  ///
  /// Numbers may come as JSON numbers or as strings of digits, as the kit takes them.
  /// `version` is a major and minor number, 2.0 or later, written plainly (`4.0`, not `04.00`
  /// or `+4.0`); `network` is an ad network
  /// identifier (lowercase letters, digits, dots and dashes, ending in `.skadnetwork`);
  /// `itunesItem` (when given) is positive; `sourceApp` is 0 or more (0 when left out); before
  /// 4.0 `campaign` (1 to 100) is required, from 4.0 `sourceIdentifier` (0 to 9999) or else
  /// `campaign`; and `fidelities` holds one to two entries of different `fidelity` (0 or 1),
  /// each with a UUID `nonce`, a `timestamp` in milliseconds from 2020 to 2100
  /// (``timestampRange``), and a `signature` of base64 characters, at most 1,024. Integers given
  /// as strings are decimal digits only (`"+42"` is refused). What a refusal quotes of the
  /// server's text is cut and cleaned for the log (``SKAdNetworkRefusal/quoted(_:)``).
  package static func read(_ value: Any) -> Result<SKAdNetworkParameters, SKAdNetworkRefusal> {
    do throws(SKAdNetworkRefusal) {
      return .success(try SKAdNetworkReader(value).parameters())
    } catch {
      return .failure(error)
    }
  }

  /// The major and minor numbers of a version such as `4.0`; nil when it is not one.
  package static func versionNumbers(_ version: String) -> (major: Int, minor: Int)? {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }), major >= 0, minor >= 0
    else { return nil }
    return (major, minor)
  }
}
