import Foundation

/// A parsed VAST document: its ads in play order (pods by `sequence`, then standalone ads).
package struct VASTDocument: Sendable, Hashable, Encodable {
  package var version: String
  package var ads: [VASTAd]
  /// The document-level `<Error>` URLs (fired when a VAST response has no ad).
  package var errorURLs: [String]

  /// Throws error 303 (no ad) for a document without an `<Ad>`: a well-formed answer that a
  /// player reports as having nothing to play.
  package func requireAd() throws(VASTError) {
    guard ads.isEmpty else { return }
    throw VASTError(303, "the document has no <Ad>: a player reports no ad")
  }
}

/// One `<Ad>`: an inline ad, or a wrapper that points to another VAST document.
package struct VASTAd: Sendable, Hashable, Encodable {
  package enum Kind: String, Sendable, Hashable, Encodable {
    case inline, wrapper
  }

  package var id: String?
  package var sequence: Int?
  package var kind: Kind
  package var adSystem: String?
  package var adTitle: String?
  /// The wrapper's `<VASTAdTagURI>`.
  package var adTagURI: String?
  package var impressionURLs: [String]
  package var errorURLs: [String]
  package var linear: VASTLinear?
  package var nonLinears: [VASTNonLinear]
  /// Tracking of the `<NonLinearAds>` (non-linear ads share it).
  package var nonLinearTracking: [VASTTracking]
  /// `<Expires>`: how many seconds the ad may be cached.
  package var expiresSeconds: TimeInterval?
  /// Each `<Verification>`, kept for Open Measurement (a wrapper's are added to its ad's).
  package var verifications: [VASTVerification]
  /// Each `<Extension>`, kept whole.
  package var extensions: [VASTExtension]
  /// The universal id of the creative that holds the `<NonLinearAds>` (see
  /// ``VASTLinear/universalAdID`` for the linear one's).
  package var nonLinearUniversalAdID: UniversalAdID? = nil
  /// `<Advertiser>`: the advertiser's name.
  package var advertiser: String? = nil
  /// How many icons and verifications were dropped past their caps.
  package var listCap = VASTListCap()
  /// A wrapper's rules for the response it points to (VAST's defaults for an inline ad).
  package var wrapperRules = VASTWrapperRules()

  /// Whether the ad is one of a pod (it has a `sequence`); the others are stand-alone.
  package var isPodAd: Bool { sequence != nil }
}

/// A `<Linear>` creative.
///
/// Encoded (the `vast` command's JSON) with its skip offset in seconds, and the percent of the
/// duration it came from when it was one: `"skipOffset": {"seconds": 7.5, "percent": 25}`.
package struct VASTLinear: Sendable, Hashable, Encodable {
  package var duration: TimeInterval?
  package var skipOffset: VASTOffset?
  package var mediaFiles: [VASTMediaFile]
  package var tracking: [VASTTracking]
  package var clickThrough: String?
  package var clickTrackingURLs: [String]
  /// The creative's `<Icons>` (a wrapper's are added after the inline ad's own).
  package var icons: [VASTIcon] = []
  /// The `<UniversalAdId>` (or VAST 3 `AdID`) of the `<Creative>` that holds this linear one.
  package var universalAdID: UniversalAdID? = nil
  /// The `<ClosedCaptionFiles>` of its `<MediaFiles>` (VAST 4.1), in the document's order: an
  /// inline ad's only (VAST puts none in a wrapper), at most
  /// ``VASTListCap/maximumCaptionFiles``.
  package var closedCaptionFiles: [VASTClosedCaptionFile] = []

  private enum CodingKeys: String, CodingKey {
    case duration, skipOffset, mediaFiles, tracking, clickThrough, clickTrackingURLs, icons
    case universalAdID, closedCaptionFiles
  }

  private enum OffsetKeys: String, CodingKey {
    case seconds, percent
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(duration, forKey: .duration)
    if let skipOffset {
      var offset = container.nestedContainer(keyedBy: OffsetKeys.self, forKey: .skipOffset)
      switch skipOffset {
      case .seconds(let seconds):
        try offset.encode(seconds, forKey: .seconds)
      case .percent(let percent):
        if let duration { try offset.encode(skipOffset.seconds(of: duration), forKey: .seconds) }
        try offset.encode(percent, forKey: .percent)
      }
    }
    try container.encode(mediaFiles, forKey: .mediaFiles)
    try container.encode(tracking, forKey: .tracking)
    try container.encodeIfPresent(clickThrough, forKey: .clickThrough)
    try container.encode(clickTrackingURLs, forKey: .clickTrackingURLs)
    try container.encode(icons, forKey: .icons)
    try container.encodeIfPresent(universalAdID, forKey: .universalAdID)
    if !closedCaptionFiles.isEmpty {
      try container.encode(closedCaptionFiles, forKey: .closedCaptionFiles)
    }
  }
}

/// A point in an ad: absolute seconds or a share of its duration. Encoded as
/// `{"seconds": 10}` or `{"percent": 25}`.
package enum VASTOffset: Sendable, Hashable, Encodable {
  case seconds(TimeInterval)
  case percent(Double)

  private enum CodingKeys: String, CodingKey {
    case seconds, percent
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .seconds(let seconds): try container.encode(seconds, forKey: .seconds)
    case .percent(let percent): try container.encode(percent, forKey: .percent)
    }
  }

  /// Reads `HH:MM:SS(.mmm)` or `n%`.
  package init?(_ text: String) {
    let value = text.trimmedWhitespace
    if value.hasSuffix("%") {
      guard let share = Double(value.dropLast()), (0...100).contains(share) else { return nil }
      self = .percent(share)
    } else if let seconds = VASTTime.seconds(value) {
      self = .seconds(seconds)
    } else {
      return nil
    }
  }

  /// The offset in seconds for an ad of `duration`.
  package func seconds(of duration: TimeInterval) -> TimeInterval {
    switch self {
    case .seconds(let seconds): seconds
    case .percent(let share): duration * share / 100
    }
  }
}

/// A `<MediaFile>`.
package struct VASTMediaFile: Sendable, Hashable, Encodable {
  package var url: String
  package var delivery: String?
  package var mimeType: String?
  package var width: Int?
  package var height: Int?
  package var bitrate: Int?
}

/// A `<Tracking>` URL for an event, with its offset for `progress`.
package struct VASTTracking: Sendable, Hashable, Encodable {
  package var event: String
  package var url: String
  package var offset: VASTOffset?
}

/// A `<NonLinear>` creative (overlay and pause ads).
package struct VASTNonLinear: Sendable, Hashable, Encodable {
  package enum Resource: Sendable, Hashable, Encodable {
    case staticImage(url: String, mimeType: String?)
    case html(String)
    case iframe(url: String)
  }

  package var width: Int?
  package var height: Int?
  package var minimumSuggestedDuration: TimeInterval?
  package var resources: [Resource]
  package var clickThrough: String?
  package var clickTrackingURLs: [String]
}

/// `HH:MM:SS` and `HH:MM:SS.mmm`, in digits: at most 24 hours, never infinite, `nan` or
/// negative.
enum VASTTime {
  /// The longest linear ad the SDK plays: 1 hour. A longer `<Duration>` is refused (101).
  package static let longestLinear: TimeInterval = 3600
  /// The longest time read at all: 24 hours.
  package static let longest: TimeInterval = 86_400

  /// The seconds `text` (white space around it ignored) says, or nil.
  ///
  /// Three parts of ASCII digits and dots between two colons, each read as a `Double`. The
  /// check walks the UTF-8 bytes once: splitting into substrings and asking each `Character`
  /// whether it is a number took 12,700 instructions a time, 4% of a VAST parse. It refuses
  /// what the `Character` test did: a byte past ASCII is part of a character that is not an
  /// ASCII digit, and the only ASCII character of two bytes, CR LF, is not one either.
  package static func seconds(_ text: String) -> TimeInterval? {
    let value = text.trimmedWhitespace
    let utf8 = value.utf8
    var colons: (first: String.Index?, second: String.Index?) = (nil, nil)
    var index = utf8.startIndex
    while index != utf8.endIndex {
      switch utf8[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."): break
      case UInt8(ascii: ":") where colons.first == nil: colons.first = index
      case UInt8(ascii: ":") where colons.second == nil: colons.second = index
      default: return nil
      }
      utf8.formIndex(after: &index)
    }
    guard let first = colons.first, let second = colons.second else { return nil }
    let hoursText = value[..<first]
    let minutesText = value[utf8.index(after: first)..<second]
    let secondsText = value[utf8.index(after: second)...]
    guard !hoursText.isEmpty, !minutesText.isEmpty, !secondsText.isEmpty,
      let hours = Double(hoursText), let minutes = Double(minutesText),
      let seconds = Double(secondsText), (0..<60).contains(minutes), (0..<60).contains(seconds)
    else { return nil }
    let total = hours * 3600 + minutes * 60 + seconds
    return total.isFinite && total <= longest ? total : nil
  }
}
