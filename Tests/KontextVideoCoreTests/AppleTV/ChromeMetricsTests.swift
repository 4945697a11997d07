import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The chrome's measurements per platform: the phone set is what the SDK always drew, Apple TV
/// takes the television set, and every layout comes out at its sizes on a ten-foot screen.
@MainActor
struct ChromeMetricsTests {
  /// A 1080p TV: 1920 × 1080 pt, with the overscan safe area UIKit reports on tvOS (60 pt at
  /// the top and bottom, 80 at the sides, the HIG's tvOS safe area).
  static let tv = AdSize(width: 1920, height: 1080)
  static let overscan = AdInsets(top: 60, left: 80, bottom: 60, right: 80)
  /// The TV's safe area: x 80…1840, y 60…1020.
  static let safe = AdRect(x: 80, y: 60, width: 1760, height: 960)

  @Test func thePhoneSetIsWhatTheSDKAlwaysDrew() {
    let phone = AdChromeMetrics.phone
    #expect(phone.minimumTarget == 44)
    #expect(phone.resumeWidth == 120)
    #expect(phone.resumeBottomMargin == 16)
    #expect(phone.badgeMargin == 4)
    #expect(phone.creativeCloseSide == 50)
    #expect(phone.linearSideMargin == 16)
    #expect(phone.linearTopMargin == 12)
    #expect(phone.linearBottomMargin == 16)
    #expect(phone.linearGap == 8)
    #expect(phone.maximumIconShare == 0.25)
    #expect(phone.iconDefaultSide == 20)
    #expect(phone.captionMaximumWidth == 640)
    #expect(phone.captionMaximumHeightShare == 1.0 / 3)
    #expect(phone.captionGap == 8)
    #expect(phone.overlayMaximumAreaShare == 0.2)
    #expect(phone.transportBarClearance == 0)
    #expect(phone.controlTextSize == 15)
    #expect(phone.largestControlTextSize == 28)
    #expect(phone.badgeTextSize == 11)
    #expect(phone.largestBadgeTextSize == 20)
    #expect(phone.countdownTextSize == 13)
    #expect(phone.captionTextSize == 17)
  }

  @Test func appleTVChoosesTheTelevisionSetAndEveryOtherPlatformThePhoneSet() {
    #expect(AdChromeMetrics.for(platform: AppleTVCreativeTests.appleTV) == .television)
    #expect(AdChromeMetrics.for(os: "tvOS") == .television)
    for os in ["ios", "linux", "macos", "other", ""] {
      var platform = AppleTVCreativeTests.appleTV
      platform.os = os
      #expect(AdChromeMetrics.for(platform: platform) == .phone, "\(os)")
    }
    // The build's own platform, as its platform facts report it: on Linux, the phone set.
    #expect(AdChromeMetrics.current == AdChromeMetrics.for(platform: PlatformInfo.current()))
    #expect(AdChromeMetrics.current == .phone)
    #expect(AdControlLayout.minimumTarget == 44)
  }

  @Test func everyTelevisionLengthAndTextSizeIsAtLeastThePhones() {
    let phone = AdChromeMetrics.phone
    let tv = AdChromeMetrics.television
    let grows: [(String, KeyPath<AdChromeMetrics, Double>)] = [
      ("minimumTarget", \.minimumTarget), ("resumeWidth", \.resumeWidth),
      ("resumeBottomMargin", \.resumeBottomMargin), ("badgeMargin", \.badgeMargin),
      ("creativeCloseSide", \.creativeCloseSide), ("linearSideMargin", \.linearSideMargin),
      ("linearTopMargin", \.linearTopMargin), ("linearBottomMargin", \.linearBottomMargin),
      ("linearGap", \.linearGap), ("iconDefaultSide", \.iconDefaultSide),
      ("captionMaximumWidth", \.captionMaximumWidth), ("captionGap", \.captionGap),
      ("transportBarClearance", \.transportBarClearance),
      ("controlTextSize", \.controlTextSize), ("largestControlTextSize", \.largestControlTextSize),
      ("badgeTextSize", \.badgeTextSize), ("largestBadgeTextSize", \.largestBadgeTextSize),
      ("countdownTextSize", \.countdownTextSize), ("captionTextSize", \.captionTextSize),
    ]
    for (name, keyPath) in grows {
      #expect(tv[keyPath: keyPath] >= phone[keyPath: keyPath], "\(name)")
    }
    // Shares of the ad, the video or the container do not depend on the viewing distance.
    #expect(tv.maximumIconShare == phone.maximumIconShare)
    #expect(tv.captionMaximumHeightShare == phone.captionMaximumHeightShare)
    #expect(tv.overlayMaximumAreaShare == phone.overlayMaximumAreaShare)
    // No text below tvOS's minimum text size, and each size at most its largest.
    for size in [tv.controlTextSize, tv.badgeTextSize, tv.countdownTextSize, tv.captionTextSize] {
      #expect(size >= AdChromeMetrics.televisionMinimumTextSize)
    }
    #expect(tv.controlTextSize <= tv.largestControlTextSize)
    #expect(tv.badgeTextSize <= tv.largestBadgeTextSize)
  }

  /// Each television number Apple gives no number for is the phone's, scaled as its comment
  /// says: lengths by 66 / 44, text by 29 / 17 and never below 23, rounded to a whole point.
  @Test func theDerivedTelevisionNumbersFollowTheirStatedRule() {
    let phone = AdChromeMetrics.phone
    let tv = AdChromeMetrics.television
    func length(_ value: Double) -> Double {
      (value * AdChromeMetrics.televisionLengthFactor).rounded()
    }
    func text(_ value: Double) -> Double {
      max(
        (value * AdChromeMetrics.televisionTextFactor).rounded(),
        AdChromeMetrics.televisionMinimumTextSize)
    }
    let lengths: [KeyPath<AdChromeMetrics, Double>] = [
      \.minimumTarget, \.resumeWidth, \.resumeBottomMargin, \.badgeMargin, \.linearSideMargin,
      \.linearTopMargin, \.linearBottomMargin, \.linearGap, \.iconDefaultSide, \.captionGap,
    ]
    for keyPath in lengths {
      #expect(tv[keyPath: keyPath] == length(phone[keyPath: keyPath]), "\(keyPath)")
    }
    let texts: [KeyPath<AdChromeMetrics, Double>] = [
      \.captionMaximumWidth, \.controlTextSize, \.largestControlTextSize, \.badgeTextSize,
      \.largestBadgeTextSize, \.countdownTextSize, \.captionTextSize,
    ]
    for keyPath in texts {
      #expect(tv[keyPath: keyPath] == text(phone[keyPath: keyPath]), "\(keyPath)")
    }
    // Apple's own tvOS numbers agree with the rule: 66 pt controls, 29 pt default text, 23 pt
    // minimum text.
    #expect(tv.minimumTarget == 66)
    #expect(tv.captionTextSize == 29)
    #expect(tv.badgeTextSize == 23)
    // The transport bar's clearance: two rows at tvOS's default control size.
    #expect(tv.transportBarClearance == 2 * tv.minimumTarget)
  }

  @Test func anOverlaysControlsAndBadgeOnATVAreAtTheTelevisionSizes() {
    let overlay = AdRect(x: 596, y: 774, width: 728, height: 114)
    let close = AdControlLayout.target(
      for: .close, adFrame: overlay, container: Self.tv, rightToLeft: false,
      safeArea: Self.overscan, metrics: .television)
    #expect(close == AdRect(x: 1258, y: 774, width: 66, height: 66))
    let targets = AdControlLayout.targets(
      for: [.close, .info], adFrame: overlay, container: Self.tv, rightToLeft: false,
      safeArea: Self.overscan, metrics: .television)
    #expect(targets[.info] == AdRect(x: 596, y: 774, width: 66, height: 66))
    let badge = AdControlLayout.badge(
      adFrame: overlay, container: Self.tv, safeArea: Self.overscan, rightToLeft: false,
      fitting: AdSize(width: 40, height: 30), avoiding: Array(targets.values),
      metrics: .television)
    #expect(badge == AdRect(x: 602, y: 852, width: 40, height: 30))
    // The same ad on a phone's measurements: 44 pt targets, a badge 4 pt in.
    let phoneClose = AdControlLayout.target(
      for: .close, adFrame: overlay, container: Self.tv, rightToLeft: false,
      safeArea: Self.overscan, metrics: .phone)
    #expect(phoneClose.width == 44 && phoneClose.height == 44)
  }

  @Test func theResumeBarOfAFullPlayerPauseAdOnATVIsAtTheTelevisionSize() {
    let unmeasured = AdControlLayout.target(
      for: .resume, adFrame: Self.safe, container: Self.tv, rightToLeft: false,
      safeArea: Self.overscan, metrics: .television)
    #expect(unmeasured == AdRect(x: 870, y: 930, width: 180, height: 66))
    let measured = AdControlLayout.target(
      for: .resume, adFrame: Self.safe, container: Self.tv, rightToLeft: false,
      fitting: AdSize(width: 240, height: 40), safeArea: Self.overscan, metrics: .television)
    #expect(measured == AdRect(x: 840, y: 930, width: 240, height: 66))
  }

  @Test func theLinearPlayerOnATVIsLaidOutAtTheTelevisionSizes() throws {
    let frames = LinearAdLayout.frames(
      screen: Self.tv, safeArea: Self.overscan, rightToLeft: false,
      elements: [.info, .badge, .mute, .skip, .learnMore],
      fitting: [
        .badge: AdSize(width: 120, height: 30), .skip: AdSize(width: 200, height: 40),
        .learnMore: AdSize(width: 180, height: 40),
      ],
      icons: [LinearAdLayoutTests.adChoices(x: .start, y: .end)], metrics: .television)
    #expect(frames.video == Self.safe)
    #expect(frames.elements[.info] == AdRect(x: 104, y: 78, width: 66, height: 66))
    #expect(frames.elements[.mute] == AdRect(x: 1750, y: 78, width: 66, height: 66))
    #expect(frames.elements[.badge] == AdRect(x: 182, y: 96, width: 120, height: 30))
    #expect(frames.elements[.skip] == AdRect(x: 1616, y: 930, width: 200, height: 66))
    #expect(frames.elements[.learnMore] == AdRect(x: 104, y: 930, width: 180, height: 66))
    // A 20 pt AdChoices icon gets a 66 pt target, clear of Learn more (12 pt above it).
    let icon = try #require(frames.icons[0])
    #expect(icon.target.width == 66 && icon.target.height == 66)
    #expect(icon.target.maxY == 930 - 12)
    #expect(icon.image.width == 20)
  }

  @Test func aVASTIconWithNoSizeIsDrawnAtTheTelevisionSide() throws {
    let icon = VASTIcon(
      program: "AdChoices", width: nil, height: nil, x: .end, y: .start, offset: nil,
      duration: nil, resource: .staticImage(url: "https://icons.example/ac.png", mimeType: nil),
      clickThrough: nil, clickTrackingURLs: [], viewTrackingURLs: [], fallbackImages: [])
    let onTV = try #require(LinearAdIcon(icon, index: 0, metrics: .television))
    #expect(onTV.size == AdSize(width: 30, height: 30))
    let onPhone = try #require(LinearAdIcon(icon, index: 0))
    #expect(onPhone.size == AdSize(width: 20, height: 20))
  }

  @Test func captionsOnATVAreAsWideAndAsFarUpAsTheTelevisionSetSays() throws {
    #expect(CaptionLayout.maximumWidth(video: Self.safe, metrics: .television) == 1092)
    #expect(CaptionLayout.maximumWidth(video: Self.safe, metrics: .phone) == 640)
    let long = AdSize(width: 2000, height: 100)
    let free = try #require(
      CaptionLayout.frame(fitting: long, video: Self.safe, avoiding: [], metrics: .television))
    #expect(free == AdRect(x: 414, y: 896, width: 1092, height: 100))
    // Play in the middle of the bottom: the box goes 12 pt above it (8 on a phone).
    let play = AdRect(x: 927, y: 900, width: 66, height: 66)
    let onTV = try #require(
      CaptionLayout.frame(
        fitting: long, video: Self.safe, avoiding: [play], metrics: .television))
    #expect(onTV.maxY == play.y - 12)
    let onPhone = try #require(
      CaptionLayout.frame(fitting: long, video: Self.safe, avoiding: [play], metrics: .phone))
    #expect(onPhone.maxY == play.y - 8)
  }

  @Test func anOverlayOnATVStaysClearOfTheTransportBarAndOnAPhoneItDoesNot() throws {
    let onTV = try AdLayout.frame(
      for: .overlay, container: Self.tv, insets: Self.overscan, creativeAspectRatio: 6.4,
      metrics: .television
    ).get()
    let clearance = AdChromeMetrics.television.transportBarClearance
    #expect(onTV.maxY == Self.safe.maxY - clearance)
    #expect(onTV.y >= Self.tv.height * 2 / 3)
    #expect(onTV.width * onTV.height <= Self.tv.width * Self.tv.height * 0.2)
    let onPhone = try AdLayout.frame(
      for: .overlay, container: Self.tv, insets: Self.overscan, creativeAspectRatio: 6.4,
      metrics: .phone
    ).get()
    #expect(onPhone.maxY == Self.safe.maxY)
    #expect(onPhone.maxY > Self.safe.maxY - clearance)
  }

  @Test func aPauseCardOnATVIsCentredAboveTheTransportBarAndAFullPlayerPauseAdIsNot() throws {
    let clearance = AdChromeMetrics.television.transportBarClearance
    let onTV = try AdLayout.frame(
      for: .pauseCard, container: Self.tv, insets: Self.overscan, creativeAspectRatio: 1.2,
      metrics: .television
    ).get()
    let above = Self.safe.maxY - clearance
    #expect(onTV.maxY <= above)
    #expect(abs((onTV.y - Self.safe.y) - (above - onTV.maxY)) < 0.001)  // centred in that space
    let onPhone = try AdLayout.frame(
      for: .pauseCard, container: Self.tv, insets: Self.overscan, creativeAspectRatio: 1.2,
      metrics: .phone
    ).get()
    #expect(abs((onPhone.y - Self.safe.y) - (Self.safe.maxY - onPhone.maxY)) < 0.001)
    #expect(onTV.y + onTV.maxY == onPhone.y + onPhone.maxY - clearance)  // centre raised
    let fullPlayer = try AdLayout.frame(
      for: .pauseFullPlayer, container: Self.tv, insets: Self.overscan, creativeAspectRatio: nil,
      metrics: .television
    ).get()
    #expect(fullPlayer == Self.safe)
  }

  @Test func anOverlayWhoseRoomTheTransportBarTakesIsRefusedWithTheRoomLeft() {
    // 1920 × 300: the lower third is 100 pt, less the 132 pt kept for the transport bar.
    let result = AdLayout.frame(
      for: .overlay, container: AdSize(width: 1920, height: 300), insets: .zero,
      creativeAspectRatio: 6.4, metrics: .television)
    guard case .failure(.containerTooSmall(_, let actual)) = result else {
      Issue.record("expected containerTooSmall, got \(result)")
      return
    }
    #expect(actual == AdSize(width: 1920, height: 0))
    #expect(
      (try? AdLayout.frame(
        for: .overlay, container: AdSize(width: 1920, height: 300), insets: .zero,
        creativeAspectRatio: 6.4, metrics: .phone
      ).get()) != nil)
  }

  @Test func anAppleTVsOverlayShownInAFullScreenPlayerClearsTheTransportBar() async throws {
    let fixture = Fixture()
    fixture.sdk.platformInfo = { AppleTVCreativeTests.appleTV }
    fixture.container.resize(width: 1920, height: 1080, safeArea: Self.overscan)
    _ = try await fixture.shownAd(.overlay)
    let frame = try #require(fixture.container.placement?.frame)
    #expect(frame.maxY <= Self.safe.maxY - AdChromeMetrics.television.transportBarClearance)
    #expect(frame.y >= Self.tv.height * 2 / 3)
  }
}
