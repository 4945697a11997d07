/// When a linear or rewarded ad shows the closed captions its VAST document offers, in the
/// viewer's language (``KontextVideo/Configuration/captions``).
///
/// Whatever the policy, the viewer's own choice with the player's CC control wins for the rest
/// of that ad (but with ``off``, which shows no control).
///
/// It is a structure, not an enumeration, so that a later SDK can add a policy without
/// breaking a `switch` in your code: compare with `==`.
///
/// ```swift
/// var configuration = KontextVideo.Configuration(
///   publisherToken: "pk_live_…", server: .url(URL(string: "https://ads.example.com")!))
/// configuration.captions = .whenSystemAsks
/// ```
public struct CaptionPolicy: Sendable, Hashable, CustomStringConvertible {
  private enum Rule: String, Sendable, Hashable {
    case automatic, whenSystemAsks, off
  }

  private let rule: Rule

  private init(_ rule: Rule) { self.rule = rule }

  /// Captions show when the viewer turned on closed captions in the system's settings
  /// (Accessibility › Subtitles & Captioning), and when the ad plays muted; the player shows
  /// a CC control. The default.
  public static let automatic = CaptionPolicy(.automatic)
  /// Captions show only when the viewer turned on closed captions in the system's settings;
  /// the player shows a CC control.
  public static let whenSystemAsks = CaptionPolicy(.whenSystemAsks)
  /// No captions and no CC control, whatever the system's setting: the captions files are not
  /// downloaded. For an app that draws captions itself; a viewer who needs captions gets none
  /// from the SDK.
  public static let off = CaptionPolicy(.off)

  /// `automatic`, `whenSystemAsks` or `off`.
  public var description: String { rule.rawValue }

  /// Whether captions may show at all (and their files be downloaded).
  package var allowsCaptions: Bool { rule != .off }

  /// Whether an ad playing muted shows captions until the viewer says otherwise.
  package var showsCaptionsWhenMuted: Bool { rule == .automatic }
}
