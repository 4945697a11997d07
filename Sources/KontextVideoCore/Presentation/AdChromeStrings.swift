import Foundation

/// Every word the SDK draws or speaks with an ad, read from the core's localized resources
/// (`<language>.lproj/Localizable.strings` in its resource bundle), in the language the app shows.
///
/// Pick the language with ``language(preferred:)`` from the languages the app itself shows
/// (`Bundle.main.preferredLocalizations`), not from the device's, so an English-only app never
/// draws Chinese ad controls on a Chinese device.
///
/// An app changes a word with a strings table named ``appTableName`` (`KontextVideo.strings`) in
/// its own bundle, with the SDK's keys (``AdChromeText/key``; `en.lproj/Localizable.strings`
/// lists them): an entry there comes before the SDK's own. Its bundle resolves that table as it
/// does the app's other strings, in the language the app shows. An entry is used only when it is
/// not empty and has the placeholders of the SDK's English entry (an `advertiser` entry that drops
/// `%@` is ignored), so an override can never show a raw placeholder or lose the count.
///
/// A text that counts reads the entry of its plural category (``AdChromePluralCategory``) in
/// ``language``: `skipIn.one` for 1 in English, `skipIn.other` for every count in Japanese. An
/// app that overrides only `skipIn.other` keeps the SDK's `skipIn.one`.
package struct AdChromeStrings: Sendable {
  /// The languages with a full table, as BCP 47 identifiers.
  package static let supportedLanguages: [String] = [
    "en", "zh-Hans", "zh-Hant", "ja", "ko", "es", "pt-BR", "id", "th",
  ]
  /// The language used when none of the preferred ones is supported.
  package static let developmentLanguage = "en"
  /// The SDK's table in each language's folder: `Localizable.strings`.
  package static let tableName = "Localizable"
  /// The table of an app's own words for the SDK: `KontextVideo.strings` in its bundle.
  package static let appTableName = "KontextVideo"

  /// The language of the table in use, one of ``supportedLanguages``: English when the resources
  /// lack the chosen language's table.
  package let language: String
  /// The `.lproj` folder of ``language`` in the core's resources.
  private let languageTable: Bundle?
  /// The `.lproj` folder of ``developmentLanguage``, for an entry the language lacks.
  private let englishTable: Bundle?
  /// The app's bundle, whose ``appTableName`` table comes first.
  private let appBundle: Bundle?

  /// Creates the strings of `language` (an identifier that matches no supported language gives
  /// English), with the entries of `appBundle`'s ``appTableName`` table before the SDK's.
  package init(language: String, appBundle: Bundle? = nil) {
    self.init(language: language, appBundle: appBundle, resources: ResourceBundle.core)
  }

  /// Creates the strings of `language` from the tables in `resources`: the core's resource
  /// bundle, or another in a test. Without it (an app whose build dropped the core's resources)
  /// the SDK speaks its built-in English.
  package init(language: String, appBundle: Bundle?, resources: Bundle?) {
    let chosen = Self.language(preferred: [language])
    let table = resources.flatMap { Self.localization(chosen, in: $0) }
    self.language = table == nil ? Self.developmentLanguage : chosen
    languageTable = table
    englishTable = resources.flatMap { Self.localization(Self.developmentLanguage, in: $0) }
    self.appBundle = appBundle
  }

  /// Picks the language the app shows: the first of `preferred` that matches a supported
  /// language, else ``developmentLanguage``.
  ///
  /// Identifiers may use `-` or `_` and any case. Any English matches `en`; any Spanish `es`;
  /// Japanese `ja`; Korean `ko`; Indonesian `id`, also as its legacy code `in`; Thai `th`. Any
  /// Portuguese matches `pt-BR`, the SDK's only Portuguese: an app shown in European Portuguese
  /// (`pt-PT`, or plain `pt`) gets Brazilian words, which its viewers read, rather than the next
  /// preferred language. Chinese matches `zh-Hant` when it names the Traditional script or,
  /// without a script, a region that writes it (Taiwan, Hong Kong, Macao), and `zh-Hans`
  /// otherwise (the Simplified script, mainland China, Singapore, Malaysia, or nothing more than
  /// `zh`).
  package static func language(preferred: [String]) -> String {
    for identifier in preferred {
      if let supported = supportedLanguage(for: identifier) { return supported }
    }
    return developmentLanguage
  }

  /// The text of `item` in ``language``.
  package func text(_ item: AdChromeText) -> String {
    switch item {
    case .skipIn(let seconds):
      let count = max(seconds, 0)
      let category = AdChromePluralCategory.of(count, language: language)
      let template = template(
        "\(item.key).\(category.rawValue)",
        otherwise: "\(item.key).\(AdChromePluralCategory.other.rawValue)")
      return AdChromeTemplate.fill(template, with: String(count))
    case .adEndsIn(let seconds), .rewardIn(let seconds):
      return AdChromeTemplate.fill(template(item.key), with: Self.clock(seconds))
    case .adOfBreakEndsIn(let position, let count, let seconds):
      let count = max(count, 1)
      let position = min(max(position, 1), count)
      return AdChromeTemplate.fill(
        template(item.key), with: [String(position), String(count), Self.clock(seconds)])
    case .advertiser(let name):
      return AdChromeTemplate.fill(template(item.key), with: name)
    default:
      return AdChromeTemplate.fill(template(item.key), with: "")
    }
  }

  /// `seconds` as minutes and seconds, "0:25"; negative counts read as 0.
  private static func clock(_ seconds: Int) -> String {
    let count = max(seconds, 0)
    return "\(count / 60):" + (count % 60 < 10 ? "0" : "") + String(count % 60)
  }

  /// The skip control's text for a chrome state: `nil` when the ad cannot be skipped, "Skip in N
  /// seconds" while it counts down, "Skip ad" once it may be tapped.
  package func skipTitle(for skip: LinearAdChrome.Skip) -> String? {
    switch skip {
    case .unavailable: nil
    case .countingDown(let seconds): text(.skipIn(seconds: seconds))
    case .available: text(.skipAd)
    }
  }

  /// The entries of `language`'s table in `resources` as written (`nil` when there is no such
  /// table or it does not parse), so a test can check each language against English.
  package static func table(language: String, in resources: Bundle? = ResourceBundle.core)
    -> [String: String]?
  {
    guard let folder = resources.flatMap({ localization(language, in: $0) }),
      let url = folder.url(forResource: tableName, withExtension: "strings"),
      let data = try? Data(contentsOf: url),
      let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return nil }
    return table as? [String: String]
  }

  /// The template of `key` (or, when no table has it, of `fallback`, a plural entry's `other`):
  /// the app's, else this language's, else English's, else the built-in English. The app's table
  /// gives only `key` itself, never the fallback: an app that wrote only `skipIn.other` would
  /// otherwise read "Skip in 1 seconds".
  private func template(_ key: String, otherwise fallback: String? = nil) -> String {
    let keys = [key] + (fallback.map { [$0] } ?? [])
    let english = {
      keys.lazy.compactMap { Self.lookup($0, in: self.englishTable) }.first
        ?? keys.lazy.compactMap { Self.builtInEnglish[$0] }.first
    }
    if let override = Self.lookup(key, table: Self.appTableName, in: appBundle),
      !override.isEmpty, let reference = english(),
      AdChromeTemplate.sameArguments(override, as: reference)
    {
      return override
    }
    return keys.lazy.compactMap { Self.lookup($0, in: self.languageTable) }.first ?? english()
      ?? key
  }

  /// The entry `key` of `table` in `bundle`, `nil` when there is no bundle or no such entry.
  private static func lookup(_ key: String, table: String = tableName, in bundle: Bundle?)
    -> String?
  {
    guard let value = bundle?.localizedString(forKey: key, value: missing, table: table),
      value != missing
    else { return nil }
    return value
  }

  /// What a lookup gives for a key its table does not hold (no entry reads like it).
  private static let missing = "\u{1}kontext-missing"

  /// The `.lproj` folder of `language` in `bundle`, matched without regard to case or to `-` and
  /// `_` (SwiftPM may write `zh-hans.lproj` for `zh-Hans`).
  private static func localization(_ language: String, in bundle: Bundle) -> Bundle? {
    let wanted = folded(language)
    guard let name = bundle.localizations.first(where: { folded($0) == wanted }),
      let url = bundle.url(forResource: name, withExtension: "lproj")
    else { return nil }
    return Bundle(url: url)
  }

  /// `identifier` lowercased, with `_` read as `-`.
  private static func folded(_ identifier: String) -> String {
    identifier.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  /// The supported language `identifier` names, if any.
  private static func supportedLanguage(for identifier: String) -> String? {
    let parts = identifier.lowercased()
      .split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" || $0 == "." })
      .map(String.init)
    guard let code = parts.first else { return nil }
    switch code {
    case "en": return "en"
    case "es": return "es"
    case "pt": return "pt-BR"
    case "ja": return "ja"
    case "ko": return "ko"
    case "id", "in": return "id"
    case "th": return "th"
    case "zh":
      let rest = Set(parts.dropFirst())
      if rest.contains("hans") { return "zh-Hans" }
      if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) { return "zh-Hant" }
      return "zh-Hans"
    default: return nil
    }
  }
}
