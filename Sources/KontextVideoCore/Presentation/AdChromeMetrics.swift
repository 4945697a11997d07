/// The sizes the SDK draws its chrome at, in points: the hit targets, the margins and gaps, the
/// room an overlay may take, and the base sizes of its text. The platform chooses the set
/// (``for(os:)``, ``current``): ``phone`` on iPhone and iPad, ``television`` on Apple TV, whose
/// screen is read from across a room. Every layout of the core takes one (``AdControlLayout``,
/// ``LinearAdLayout``, ``CaptionLayout``, ``AdLayout``), the current platform's unless told.
///
/// Where the television set's numbers come from. Apple's Human Interface Guidelines give some
/// for tvOS, and each property's comment names its page; where they give none, the number is
/// the phone's, scaled by one of two stated factors and rounded to a whole point:
///
/// - Lengths × 1.5 (``televisionLengthFactor``): the ratio of tvOS's default control size to
///   iOS's, 66 / 44 pt (HIG, Accessibility › Mobility,
///   https://developer.apple.com/design/human-interface-guidelines/accessibility).
/// - Text × 29 / 17 (``televisionTextFactor``): the ratio of tvOS's default text size to iOS's,
///   and never below tvOS's minimum text size, 23 pt (HIG, Typography › Ensuring legibility,
///   https://developer.apple.com/design/human-interface-guidelines/typography).
///
/// Shares (of an ad, a video, a container) are the same on both: they do not depend on how far
/// the viewer sits.
///
/// The TV's overscan is not here: on tvOS, UIKit reports it in the safe area of a full-screen
/// view ("In tvOS, the safe area reflects the area not covered by the screen's bezel",
/// `UIView.safeAreaInsets`,
/// https://developer.apple.com/documentation/uikit/uiview/safeareainsets), which every layout
/// already keeps clear of (the HIG's tvOS safe area is 60 pt at the top and bottom and 80 pt at
/// the sides, HIG Layout › tvOS,
/// https://developer.apple.com/design/human-interface-guidelines/layout). The SDK relies on the
/// platform layer passing those insets, as it does on iOS for the sensor housing.
package struct AdChromeMetrics: Sendable, Hashable {
  /// The smallest hit target on either side. Phone: 44, iOS's default control size. Television:
  /// 66, tvOS's default control size (HIG, Accessibility › Mobility: "Default control size",
  /// iOS 44 × 44 pt, tvOS 66 × 66 pt;
  /// https://developer.apple.com/design/human-interface-guidelines/accessibility).
  package var minimumTarget: Double
  /// The width of the Resume target when its text was not measured. Phone: 120. Television: 180
  /// (120 × 1.5; Apple gives no number).
  package var resumeWidth: Double
  /// The gap between the Resume target and the ad's bottom edge. Phone: 16. Television: 24
  /// (16 × 1.5; Apple gives no number).
  package var resumeBottomMargin: Double
  /// The gap between an inline ad's badge and the ad's edges. Phone: 4. Television: 6 (4 × 1.5;
  /// Apple gives no number).
  package var badgeMargin: Double
  /// The side of the square in the ad's top right corner kept for the creative's own close
  /// control (IAB creatives, MRAID's 50 × 50 close region). Phone and television: 50. It is
  /// measured in the creative's own units, which the creative draws, so the viewer's distance
  /// does not change it (and Apple TV draws no HTML creatives, which are the ones that have it).
  package var creativeCloseSide: Double

  /// The gap between the full-screen player's controls and the safe area's side edges. Phone:
  /// 16. Television: 24 (16 × 1.5; Apple gives no number: the HIG's tvOS margins are the safe
  /// area's, which the player already keeps).
  package var linearSideMargin: Double
  /// The gap between the player's top row and the safe area's top edge. Phone: 12. Television:
  /// 18 (12 × 1.5; Apple gives no number).
  package var linearTopMargin: Double
  /// The gap between the player's bottom row (and its captions) and the safe area's bottom
  /// edge. Phone: 16. Television: 24 (16 × 1.5; Apple gives no number).
  package var linearBottomMargin: Double
  /// The gap between neighbours in the player. Phone: 8. Television: 12 (8 × 1.5; Apple gives
  /// no number for it, but asks for "appropriate padding between focusable elements", which
  /// grow in focus, HIG Layout › tvOS, and for about 12 pt around elements with a bezel, HIG
  /// Accessibility › Mobility).
  package var linearGap: Double
  /// The most of the video's width or height a VAST icon may take. Phone and television: a
  /// quarter (a share).
  package var maximumIconShare: Double
  /// The side of a VAST icon whose size VAST does not give. Phone: 20. Television: 30 (20 × 1.5;
  /// Apple gives no number).
  package var iconDefaultSide: Double

  /// The widest caption box: about 60 characters of caption text. Phone: 640, a comfortable
  /// line to read on an iPad in landscape. Television: 1,092 (640 × 29 / 17, the same line at
  /// the television's caption text size; Apple gives no number).
  package var captionMaximumWidth: Double
  /// The most of the video's height the captions may take. Phone and television: a third (a
  /// share).
  package var captionMaximumHeightShare: Double
  /// The gap between the caption box and a control it moved above. Phone: 8. Television: 12
  /// (8 × 1.5; Apple gives no number).
  package var captionGap: Double

  /// The most of its container's area an overlay may cover. Phone and television: a fifth (the
  /// Coalition for Better Ads' rule, a share).
  package var overlayMaximumAreaShare: Double
  /// How far above the bottom of its insets an overlay, or the space a pause card is centred
  /// in, ends: clear of the player's own controls there. Phone: 0 (an app's controls are in its insets). Television: 132, clear of
  /// the system player's transport bar, which tvOS's player draws across the bottom of the
  /// screen, inside its safe area: a bar with a title view and action controls, content tabs
  /// below it ("Customizing the tvOS Playback Experience", AVKit,
  /// https://developer.apple.com/documentation/avkit/customizing-the-tvos-playback-experience).
  /// Apple publishes no height for the bar; 132 is derived as two rows at tvOS's default
  /// control size (2 × 66, HIG Accessibility › Mobility): its scrubber with the title and
  /// times, and its row of action buttons.
  package var transportBarClearance: Double

  /// The base size of the controls' text (before the viewer's text size scales it). Phone: 15,
  /// iOS's subheadline. Television: 26 (15 × 29 / 17; Apple gives no size for a control's
  /// label).
  package var controlTextSize: Double
  /// The largest the controls' text grows to at the viewer's text size: room for "继续播放" at
  /// the accessibility sizes inside the smallest ad. Phone: 28. Television: 48 (28 × 29 / 17).
  package var largestControlTextSize: Double
  /// The base size of an inline ad's "Ad" badge text. Phone: 11, iOS's minimum text size.
  /// Television: 23, tvOS's minimum text size (HIG, Typography › Ensuring legibility: minimum
  /// iOS 11 pt, tvOS 23 pt;
  /// https://developer.apple.com/design/human-interface-guidelines/typography).
  package var badgeTextSize: Double
  /// The largest the badge's text grows to. Phone: 20. Television: 34 (20 × 29 / 17).
  package var largestBadgeTextSize: Double
  /// The base size of the full-screen player's badge text (the time left). Phone: 13, iOS's
  /// footnote. Television: 23 (13 × 29 / 17 is 22, under tvOS's minimum text size, 23 pt, HIG
  /// Typography › Ensuring legibility).
  package var countdownTextSize: Double
  /// The base size of a linear ad's caption text, before the viewer's caption style scales it.
  /// Phone: 17, iOS's default text size (its body text). Television: 29, tvOS's default text
  /// size (HIG, Typography › Ensuring legibility: default iOS 17 pt, tvOS 29 pt;
  /// https://developer.apple.com/design/human-interface-guidelines/typography).
  package var captionTextSize: Double

  /// How much longer the television set's lengths are than the phone set's where Apple gives no
  /// number: 66 / 44, tvOS's default control size over iOS's (HIG, Accessibility › Mobility).
  package static let televisionLengthFactor = 66.0 / 44
  /// How much larger the television set's text is than the phone set's where Apple gives no
  /// number: 29 / 17, tvOS's default text size over iOS's (HIG, Typography › Ensuring
  /// legibility); never below ``televisionMinimumTextSize``.
  package static let televisionTextFactor = 29.0 / 17
  /// tvOS's minimum text size, 23 pt (HIG, Typography › Ensuring legibility).
  package static let televisionMinimumTextSize: Double = 23

  /// iPhone and iPad (and every platform but Apple TV).
  package static let phone = AdChromeMetrics(
    minimumTarget: 44, resumeWidth: 120, resumeBottomMargin: 16, badgeMargin: 4,
    creativeCloseSide: 50,
    linearSideMargin: 16, linearTopMargin: 12, linearBottomMargin: 16, linearGap: 8,
    maximumIconShare: 0.25, iconDefaultSide: 20,
    captionMaximumWidth: 640, captionMaximumHeightShare: 1.0 / 3, captionGap: 8,
    overlayMaximumAreaShare: 0.2, transportBarClearance: 0,
    controlTextSize: 15, largestControlTextSize: 28, badgeTextSize: 11, largestBadgeTextSize: 20,
    countdownTextSize: 13, captionTextSize: 17)

  /// Apple TV: a screen ten feet away. Each number's source is in its property's comment.
  package static let television = AdChromeMetrics(
    minimumTarget: 66, resumeWidth: 180, resumeBottomMargin: 24, badgeMargin: 6,
    creativeCloseSide: 50,
    linearSideMargin: 24, linearTopMargin: 18, linearBottomMargin: 24, linearGap: 12,
    maximumIconShare: 0.25, iconDefaultSide: 30,
    captionMaximumWidth: 1092, captionMaximumHeightShare: 1.0 / 3, captionGap: 12,
    overlayMaximumAreaShare: 0.2, transportBarClearance: 132,
    controlTextSize: 26, largestControlTextSize: 48, badgeTextSize: 23, largestBadgeTextSize: 34,
    countdownTextSize: 23, captionTextSize: 29)

  /// The set for a device whose operating system is `os`, as ``PlatformInfo/os`` names it:
  /// ``television`` for `tvos`, ``phone`` for any other.
  package static func `for`(os: String) -> AdChromeMetrics {
    os.lowercased() == "tvos" ? .television : .phone
  }

  /// The set for the platform this binary runs on (``BuildPlatform/os``, which
  /// ``PlatformInfo/current()`` reports as its `os`): the default of every layout.
  package static let current = AdChromeMetrics.for(os: BuildPlatform.os)
}
