import Foundation

/// A BCP 47 language tag (`en`, `pt-BR`, `zh-Hant-TW`) read for matching a captions file's
/// language to the viewer's: its language, its script and its region, case ignored, `_` taken
/// for `-` (`pt_BR`, as `Locale` identifiers write it).
///
/// Chinese files name a region more often than a script: `zh-TW`, `zh-HK` and `zh-MO` are
/// taken as Traditional (`Hant`), `zh-CN` and `zh-SG` as Simplified (`Hans`), so a viewer
/// reading `zh-Hant` is never given Simplified captions by a language-only match.
package struct CaptionLanguageTag: Sendable, Hashable {
  /// How closely a file's tag matches a preferred one; lower is closer.
  package enum Match: Int, Sendable, Hashable, Comparable {
    /// The same tag (`pt-BR` for `pt-BR`).
    case exact
    /// The file's tag is the preferred one with less said: the same language and script, and
    /// no region or the same region (`pt` for `pt-BR`; `zh-TW` for `zh-Hant-TW`).
    case broader
    /// The same language in a script that does not differ, another region (`pt-PT` for
    /// `pt-BR`, `en-GB` for `en-US`).
    case language

    package static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The whole tag, lower case, with `-` between subtags.
  package let normalized: String
  /// The language subtag, lower case (`pt`).
  package let language: String
  /// The script subtag, lower case (`hant`), given or implied; nil when neither.
  package let script: String?
  /// The region subtag, lower case (`br`, `419`); nil when none.
  package let region: String?

  /// The tag `text` is, or nil when it does not start with a language subtag of 2 to 8
  /// letters (`Base`, the name of Xcode's base localization, is not a language either).
  package init?(_ text: String) {
    let normalized = text.trimmingWhitespaceAndUnderscores
    let subtags = normalized.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first, (2...8).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter }), first != "base"
    else { return nil }
    self.normalized = normalized
    language = String(first)
    var script: String?
    var region: String?
    for subtag in subtags.dropFirst().prefix(3) {
      if script == nil, region == nil, subtag.count == 4,
        subtag.allSatisfy({ $0.isASCII && $0.isLetter })
      {
        script = String(subtag)
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy({ $0.isASCII && $0.isLetter }))
          || (subtag.count == 3 && subtag.allSatisfy({ $0.isASCII && $0.isNumber }))
      {
        region = String(subtag)
      }
    }
    if script == nil, language == "zh", let region {
      script =
        ["tw", "hk", "mo"].contains(region) ? "hant" : ["cn", "sg"].contains(region) ? "hans" : nil
    }
    self.script = script
    self.region = region
  }

  /// How `file`'s tag matches this preferred one, or nil when it is another language, or the
  /// same language in another script.
  package func match(_ file: CaptionLanguageTag) -> Match? {
    if file.normalized == normalized { return .exact }
    guard file.language == language else { return nil }
    if let script, let fileScript = file.script, script != fileScript { return nil }
    let sameScript = file.script == nil || file.script == script
    if sameScript, file.region == nil || file.region == region { return .broader }
    return .language
  }

  /// The viewer's languages in order: the app's localizations first (the language the app
  /// shows, `Bundle.main.preferredLocalizations`), then the viewer's own
  /// (`Locale.preferredLanguages`); each once, and only those that are language tags.
  package static func preferred(appLocalizations: [String], system: [String])
    -> [CaptionLanguageTag]
  {
    var seen: Set<String> = []
    return (appLocalizations + system).compactMap(CaptionLanguageTag.init).filter {
      seen.insert($0.normalized).inserted
    }
  }
}

extension CaptionLanguageTag {
  /// Which of `tags` (an HLS stream's subtitle renditions, by their `extendedLanguageTag`, in
  /// the stream's order) suits a viewer reading `preferred`: for the first preferred language
  /// any tag matches, the closest match (``Match``), the stream's order breaking ties; nil when
  /// none matches (a rendition the viewer cannot read is not shown).
  package static func bestMatch(among tags: [String?], preferred: [CaptionLanguageTag]) -> Int? {
    let parsed = tags.map { $0.flatMap(CaptionLanguageTag.init) }
    var best: (rank: Int, match: Match, index: Int)?
    for (index, tag) in parsed.enumerated() {
      guard let tag else { continue }
      for (rank, language) in preferred.enumerated() {
        guard let match = language.match(tag) else { continue }
        if best.map({ (rank, match.rawValue) < ($0.rank, $0.match.rawValue) }) ?? true {
          best = (rank, match, index)
        }
        break
      }
    }
    return best?.index
  }

  /// The languages of this app's viewer: the app's localizations
  /// (`Bundle.main.preferredLocalizations`), then the viewer's (`Locale.preferredLanguages`),
  /// as ``preferred(appLocalizations:system:)`` orders them. Read when called: the ad's load
  /// reads them each time, so a language changed in Settings counts for the next ad.
  package static func ofThisApp() -> [CaptionLanguageTag] {
    preferred(
      appLocalizations: Bundle.main.preferredLocalizations, system: Locale.preferredLanguages)
  }
}

extension String {
  /// Lower case, white space trimmed, `_` read as `-`.
  fileprivate var trimmingWhitespaceAndUnderscores: String {
    String(
      self.lowercased().map { $0 == "_" ? "-" : $0 }.drop(while: \.isWhitespace).reversed()
        .drop(while: \.isWhitespace).reversed())
  }
}
