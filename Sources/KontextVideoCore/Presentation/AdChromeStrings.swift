import Foundation

/// A piece of text the SDK draws or speaks with an ad.
package enum AdChromeText: Sendable, Hashable {
  /// The accessibility label of an inline ad's group: "Advertisement".
  case advertisement
  /// The visible badge on an ad: "Ad".
  case adBadge
  /// The close control: "Close ad".
  case closeAd
  /// The accessibility hint of the close control.
  case closeAdHint
  /// The visible title of the Resume control: "Resume".
  case resume
  /// The accessibility hint of the Resume control.
  case resumeHint
  /// The Skip control once it may be tapped: "Skip ad".
  case skipAd
  /// The Skip control while it counts down: "Skip in 3 seconds". Negative counts read as 0.
  case skipIn(seconds: Int)
  /// The badge with the time left in the ad, minutes and seconds: "Ad · 0:12". Negative counts
  /// read as 0.
  case adEndsIn(seconds: Int)
  /// The control that opens the advertiser's page: "Learn more".
  case learnMore
  /// The accessibility hint of the Learn more control.
  case learnMoreHint
  /// The control that silences the ad: "Mute".
  case mute
  /// The control that turns the ad's sound back on: "Unmute".
  case unmute
  /// The control that plays a linear ad paused from outside (headphones out, a call): "Play".
  case play
  /// The accessibility hint of the Play control.
  case playHint
  /// The ⓘ control's label and its sheet's title: "About this ad".
  case aboutThisAd
  /// The accessibility hint of the ⓘ control.
  case aboutThisAdHint
  /// Who the advertiser is: "Advertiser: {name}".
  case advertiser(String)
  /// The title of the sheet's reasons: "Why you're seeing this ad".
  case whyThisAd
  /// The reason given when the server gave none.
  case whyThisAdDefault
  /// The link to the page with more about the ad: "More about this ad".
  case moreAboutThisAd
  /// The title of the report choices: "Report this ad".
  case reportThisAd
  /// One reason to report an ad.
  case reportReason(AdReport.Reason)
  /// What the viewer is told once the ad is reported.
  case reportThanks
  /// Closes the sheet: "Done".
  case done
  /// The accessibility label of a VAST icon: "AdChoices" for the AdChoices icon, else "Ad icon".
  case icon(isAdChoices: Bool)
}

/// Every word the SDK draws, in each language it ships, kept as a Swift table.
///
/// Pick the language with ``language(preferred:)`` from the languages the app itself shows
/// (`Bundle.main.preferredLocalizations`), not from the device's, so an English-only app never
/// draws Chinese ad controls on a Chinese device.
package struct AdChromeStrings: Sendable {
  /// The languages with a full table, as BCP 47 identifiers.
  package static let supportedLanguages: [String] = ["en", "zh-Hans"]
  /// The language used when none of the preferred ones is supported.
  package static let developmentLanguage = "en"

  /// The language of the table in use, one of ``supportedLanguages``.
  package let language: String

  /// Picks the language the app shows: the first of `preferred` that matches a supported language,
  /// else ``developmentLanguage``.
  ///
  /// Identifiers may use `-` or `_` and any case. Any English matches `en`. Chinese matches
  /// `zh-Hans` when it names the Simplified script, a region that writes it (mainland China,
  /// Singapore, Malaysia) or nothing more than `zh`; Traditional Chinese (`zh-Hant`, Taiwan, Hong
  /// Kong, Macao) matches nothing, so the next preferred language decides.
  package static func language(preferred: [String]) -> String {
    for identifier in preferred {
      if let supported = supportedLanguage(for: identifier) { return supported }
    }
    return developmentLanguage
  }

  /// Creates the strings of `language`; an identifier that matches no supported language gives
  /// English.
  package init(language: String) {
    self.language = Self.language(preferred: [language])
  }

  /// The text of `item` in ``language``.
  package func text(_ item: AdChromeText) -> String {
    switch item {
    case .skipIn(let seconds):
      let count = max(seconds, 0)
      return entry(count == 1 ? .skipInOneSecond : .skipInSeconds)
        .replacingOccurrences(of: "{n}", with: String(count))
    case .adEndsIn(let seconds):
      let count = max(seconds, 0)
      let clock = "\(count / 60):" + (count % 60 < 10 ? "0" : "") + String(count % 60)
      return entry(.adEndsIn).replacingOccurrences(of: "{time}", with: clock)
    case .advertisement: return entry(.advertisement)
    case .adBadge: return entry(.adBadge)
    case .closeAd: return entry(.closeAd)
    case .closeAdHint: return entry(.closeAdHint)
    case .resume: return entry(.resume)
    case .resumeHint: return entry(.resumeHint)
    case .skipAd: return entry(.skipAd)
    case .learnMore: return entry(.learnMore)
    case .learnMoreHint: return entry(.learnMoreHint)
    case .mute: return entry(.mute)
    case .unmute: return entry(.unmute)
    case .play: return entry(.play)
    case .playHint: return entry(.playHint)
    case .aboutThisAd: return entry(.aboutThisAd)
    case .aboutThisAdHint: return entry(.aboutThisAdHint)
    case .advertiser(let name):
      return entry(.advertiser).replacingOccurrences(of: "{name}", with: name)
    case .whyThisAd: return entry(.whyThisAd)
    case .whyThisAdDefault: return entry(.whyThisAdDefault)
    case .moreAboutThisAd: return entry(.moreAboutThisAd)
    case .reportThisAd: return entry(.reportThisAd)
    case .reportReason(let reason): return entry(Self.key(of: reason))
    case .reportThanks: return entry(.reportThanks)
    case .done: return entry(.done)
    case .icon(let isAdChoices): return entry(isAdChoices ? .adChoices : .adIcon)
    }
  }

  private static func key(of reason: AdReport.Reason) -> Key {
    switch reason {
    case .inappropriate: .reportInappropriate
    case .misleading: .reportMisleading
    case .repetitive: .reportRepetitive
    case .irrelevant: .reportIrrelevant
    case .technicalProblem: .reportTechnicalProblem
    }
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

  /// The keys `language`'s table holds (empty for a language without a table), so a test can
  /// check that each language has each key.
  package static func keys(language: String) -> Set<String> {
    Set((table[language] ?? [:]).keys.map(\.rawValue))
  }

  /// Every key a table must hold.
  package static var allKeys: Set<String> {
    Set(Key.allCases.map(\.rawValue))
  }

  /// The template of `key`: this language's, else English's, else the key itself.
  private func entry(_ key: Key) -> String {
    Self.table[language]?[key] ?? Self.table[Self.developmentLanguage]?[key] ?? key.rawValue
  }

  /// The supported language `identifier` names, if any.
  private static func supportedLanguage(for identifier: String) -> String? {
    let parts = identifier.lowercased()
      .split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" || $0 == "." })
      .map(String.init)
    guard let code = parts.first else { return nil }
    switch code {
    case "en":
      return "en"
    case "zh":
      let rest = Set(parts.dropFirst())
      if rest.contains("hans") { return "zh-Hans" }
      if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) { return nil }
      return "zh-Hans"
    default:
      return nil
    }
  }

  /// One entry of the tables. Templates fill `{n}` with a count and `{time}` with `m:ss`.
  private enum Key: String, CaseIterable {
    case advertisement
    case adBadge
    case closeAd
    case closeAdHint
    case resume
    case resumeHint
    case skipAd
    case skipInOneSecond
    case skipInSeconds
    case adEndsIn
    case learnMore
    case learnMoreHint
    case mute
    case unmute
    case play
    case playHint
    case aboutThisAd
    case aboutThisAdHint
    case advertiser
    case whyThisAd
    case whyThisAdDefault
    case moreAboutThisAd
    case reportThisAd
    case reportInappropriate
    case reportMisleading
    case reportRepetitive
    case reportIrrelevant
    case reportTechnicalProblem
    case reportThanks
    case done
    case adChoices
    case adIcon
  }

  /// Every language's templates.
  private static let table: [String: [Key: String]] = [
    "en": [
      .advertisement: "Advertisement",
      .adBadge: "Ad",
      .closeAd: "Close ad",
      .closeAdHint: "Removes the ad and keeps your video.",
      .resume: "Resume",
      .resumeHint: "Ends the ad and resumes your video.",
      .skipAd: "Skip ad",
      .skipInOneSecond: "Skip in {n} second",
      .skipInSeconds: "Skip in {n} seconds",
      .adEndsIn: "Ad · {time}",
      .learnMore: "Learn more",
      .learnMoreHint: "Opens the advertiser's page.",
      .mute: "Mute",
      .unmute: "Unmute",
      .play: "Play",
      .playHint: "Plays the ad on from where it stopped.",
      .aboutThisAd: "About this ad",
      .aboutThisAdHint: "Shows why you see this ad, and lets you report it.",
      .advertiser: "Advertiser: {name}",
      .whyThisAd: "Why you're seeing this ad",
      .whyThisAdDefault: "It was chosen for the video you are watching.",
      .moreAboutThisAd: "More about this ad",
      .reportThisAd: "Report this ad",
      .reportInappropriate: "Inappropriate or offensive",
      .reportMisleading: "Misleading or a scam",
      .reportRepetitive: "Seen it too many times",
      .reportIrrelevant: "Not relevant to me",
      .reportTechnicalProblem: "Broken or too loud",
      .reportThanks: "Thanks for telling us. You won't see this ad again.",
      .done: "Done",
      .adChoices: "AdChoices",
      .adIcon: "Ad icon",
    ],
    "zh-Hans": [
      .advertisement: "广告",
      .adBadge: "广告",
      .closeAd: "关闭广告",
      .closeAdHint: "移除广告，保留你正在看的视频。",
      .resume: "继续播放",
      .resumeHint: "结束广告，继续播放你的视频。",
      .skipAd: "跳过广告",
      .skipInOneSecond: "{n} 秒后可跳过",
      .skipInSeconds: "{n} 秒后可跳过",
      .adEndsIn: "广告 · {time}",
      .learnMore: "了解详情",
      .learnMoreHint: "打开广告主的页面。",
      .mute: "静音",
      .unmute: "取消静音",
      .play: "播放",
      .playHint: "从暂停处继续播放广告。",
      .aboutThisAd: "关于此广告",
      .aboutThisAdHint: "显示你看到此广告的原因，并可举报此广告。",
      .advertiser: "广告主：{name}",
      .whyThisAd: "你看到此广告的原因",
      .whyThisAdDefault: "此广告是根据你正在观看的视频选择的。",
      .moreAboutThisAd: "详细了解此广告",
      .reportThisAd: "举报此广告",
      .reportInappropriate: "不当或令人反感",
      .reportMisleading: "误导或诈骗",
      .reportRepetitive: "看到的次数太多",
      .reportIrrelevant: "与我无关",
      .reportTechnicalProblem: "无法正常播放或声音太大",
      .reportThanks: "感谢你的反馈。你不会再看到此广告。",
      .done: "完成",
      .adChoices: "广告选择",
      .adIcon: "广告图标",
    ],
  ]
}
