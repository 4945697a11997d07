import Foundation

/// What VAST macros in a tracking URL are replaced with, for one event.
package struct MacroContext: Sendable, Hashable, Codable {
  package var timestamp: Date
  package var errorCode: Int?
  package var contentPlayhead: Double?
  /// A linear ad's playhead; `nil` for overlay and pause ads, where `[ADPLAYHEAD]` does not apply.
  package var adPlayhead: Double?
  package var isLinear: Bool
  /// VAST's `[BREAKPOSITION]`: 1 pre-roll, 2 mid-roll, 3 post-roll, 4 standalone.
  package var breakPosition: Int
  package var appBundle: String?
  package var limitAdTracking: Bool
  package var gdprConsent: String?
  package var gpp: String?
  package var regulations: [String]
  /// VAST's `[REASON]` for a `verificationNotExecuted` pixel: 1 the resource was rejected, 2
  /// verification is not supported, 3 the resource could not be loaded.
  package var reason: Int?
  /// VAST's `[UNIVERSALADID]`: the creative's universal id, registry and value.
  package var universalAdID: String?

  package init(
    timestamp: Date, errorCode: Int? = nil, contentPlayhead: Double? = nil,
    adPlayhead: Double? = nil, isLinear: Bool = false, breakPosition: Int = 4,
    appBundle: String? = nil, limitAdTracking: Bool = true, gdprConsent: String? = nil,
    gpp: String? = nil, regulations: [String] = [], reason: Int? = nil,
    universalAdID: String? = nil
  ) {
    self.timestamp = timestamp
    self.errorCode = errorCode
    self.contentPlayhead = contentPlayhead
    self.adPlayhead = adPlayhead
    self.isLinear = isLinear
    self.breakPosition = breakPosition
    self.appBundle = appBundle
    self.limitAdTracking = limitAdTracking
    self.gdprConsent = gdprConsent
    self.gpp = gpp
    self.regulations = regulations
    self.reason = reason
    self.universalAdID = universalAdID
  }
}

/// Expands IAB VAST 4.3 macros in tracking URLs.
///
/// Supported: `[TIMESTAMP]`, `[CACHEBUSTING]`, `[ERRORCODE]`, `[MEDIAPLAYHEAD]`,
/// `[CONTENTPLAYHEAD]` (its legacy name), `[ADPLAYHEAD]`, `[BREAKPOSITION]`, `[APPBUNDLE]`,
/// `[LIMITADTRACKING]`, `[GDPRCONSENT]`, `[GPPSTRING]`, `[REGULATIONS]`, `[REASON]`, `[UNIVERSALADID]`. As VAST says, a
/// supported macro whose value is unknown becomes `-1`, one that does not apply becomes `-2`,
/// and a macro the SDK does not know is left as it is. Values are percent-encoded.
enum VASTMacros {
  package static func expand(
    _ template: String,
    _ context: MacroContext,
    cacheBuster: () -> UInt32 = { UInt32.random(in: 10_000_000...99_999_999) }
  ) -> String {
    guard template.contains("[") else { return template }
    var output = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "[") {
      output += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "]") else {
        rest = rest[open...]
        break
      }
      let name = String(rest[rest.index(after: open)..<close])
      if let value = value(of: name, context, cacheBuster) {
        output += encode(value)
      } else {
        output += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return output + rest
  }

  private static func value(of name: String, _ context: MacroContext, _ cacheBuster: () -> UInt32)
    -> String?
  {
    switch name {
    case "TIMESTAMP": return RFC3339.string(from: context.timestamp)
    case "CACHEBUSTING": return String(cacheBuster())
    case "ERRORCODE": return context.errorCode.map(String.init) ?? "-1"
    case "MEDIAPLAYHEAD", "CONTENTPLAYHEAD":
      return context.contentPlayhead.map(playhead) ?? "-1"
    case "ADPLAYHEAD":
      guard context.isLinear else { return "-2" }
      return context.adPlayhead.map(playhead) ?? "-1"
    case "BREAKPOSITION": return String(context.breakPosition)
    case "APPBUNDLE": return context.appBundle ?? "-1"
    case "LIMITADTRACKING": return context.limitAdTracking ? "1" : "0"
    case "GDPRCONSENT": return context.gdprConsent ?? "-1"
    case "GPPSTRING": return context.gpp ?? "-1"
    case "REGULATIONS":
      return context.regulations.isEmpty ? "-1" : context.regulations.joined(separator: ",")
    case "REASON": return context.reason.map(String.init) ?? "-1"
    case "UNIVERSALADID": return context.universalAdID ?? "-1"
    default: return nil
    }
  }

  /// `HH:MM:SS.mmm`.
  static func playhead(_ seconds: Double) -> String {
    let milliseconds = Int((max(seconds, 0) * 1000).rounded())
    let hours = milliseconds / 3_600_000
    let minutes = milliseconds / 60_000 % 60
    let secs = milliseconds / 1000 % 60
    let millis = milliseconds % 1000
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(width - text.count, 0)) + text
    }
    return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(secs, 2)).\(pad(millis, 3))"
  }

  private static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved) ?? value
  }
}
